import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { csvText, downloadText, safeFileName, type CsvCell } from '../../lib/csv-file';
import type { ChartEventHandlers, ChartInstance, ChartOption } from './chart-types';

export type ChartProps = {
  option: ChartOption;
  /** Heading of the figure (an h3 by default). */
  title: string;
  /** What the chart shows and how to read it, under the chart; also its accessible description. */
  caption: ReactNode;
  /**
   * The text alternative: what a screen reader announces instead of the picture (the numbers that
   * matter, in a sentence or two).
   */
  summary: string;
  height?: number;
  /** File name (without .png) of the PNG export; no export button when omitted. */
  exportName?: string;
  /** Something to show beside the export button (e.g. a label such as サンプル). */
  badge?: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** ECharts events to listen to (`click`, `brushselected`, …); the latest handlers are always called. */
  onEvents?: ChartEventHandlers;
  /** The chart's data as a CSV download ("CSV で保存"); no CSV button when omitted. */
  csv?: { fileName: string; header: string[]; rows: () => CsvCell[][] };
  /** Called with the ECharts instance once it is drawn (and null when it goes), e.g. to dispatch actions. */
  onInstance?: (instance: ChartInstance | null) => void;
};

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * Every chart of the app: ECharts loaded on demand (echarts-runtime.ts), redrawn when its box changes
 * size, with a heading, a caption, a text alternative for screen readers and a PNG export.
 */
export function Chart({
  option,
  title,
  caption,
  summary,
  height = 360,
  exportName,
  badge,
  headingLevel = 'h3',
  onEvents,
  csv,
  onInstance,
}: ChartProps) {
  const captionId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ChartInstance | null>(null);
  const [state, setState] = useState<LoadState>('loading');
  // Handlers are read through a ref so a page re-rendering with new closures never re-binds ECharts events.
  const handlers = useRef<ChartEventHandlers | undefined>(onEvents);
  const instanceCallback = useRef(onInstance);
  useEffect(() => {
    handlers.current = onEvents;
    instanceCallback.current = onInstance;
  });
  const eventNames = Object.keys(onEvents ?? {})
    .sort()
    .join(' ');

  useEffect(() => {
    let disposed = false;
    let instance: ChartInstance | null = null;
    let observer: ResizeObserver | null = null;
    import('./echarts-runtime')
      .then(({ createChart }) => {
        if (disposed || !container.current) return;
        instance = createChart(container.current);
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => instance?.resize());
          observer.observe(container.current);
        }
        setChart(instance);
        setState('ready');
      })
      .catch(() => {
        if (!disposed) setState('failed');
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    if (!chart || !eventNames) return;
    const bound = eventNames.split(' ').map((name) => {
      const listener = (params: unknown) => handlers.current?.[name]?.(params);
      chart.on?.(name, listener);
      return [name, listener] as const;
    });
    return () => bound.forEach(([name, listener]) => chart.off?.(name, listener));
  }, [chart, eventNames]);

  useEffect(() => {
    if (!chart) return;
    instanceCallback.current?.(chart);
    return () => instanceCallback.current?.(null);
  }, [chart]);

  useEffect(() => {
    if (!chart) return;
    try {
      // A copy: ECharts clears `media` on the object it is given, and a later call with the same option
      // (a remount of the effect) would lose the narrow-screen rules.
      chart.setOption({ ...option }, { notMerge: true });
    } catch {
      // Reported after the effect: a chart that cannot draw its option shows the fallback text instead.
      void Promise.resolve().then(() => setState('failed'));
    }
  }, [chart, option]);

  const exportPng = () => {
    if (!chart || !exportName) return;
    const url = chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' });
    const link = document.createElement('a');
    link.href = url;
    link.download = `${exportName}.png`;
    document.body.appendChild(link);
    link.click();
    link.remove();
  };

  const exportCsv = () => {
    if (!csv) return;
    downloadText(csvText([csv.header, ...csv.rows()]), `${safeFileName(csv.fileName)}.csv`);
  };

  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
          {title}
        </Typography>
        {badge}
        {exportName && (
          <Button
            size="small"
            variant="text"
            startIcon={<DownloadIcon aria-hidden="true" />}
            onClick={exportPng}
            disabled={state !== 'ready'}
            aria-label={`${title}の画像を PNG で保存`}
          >
            PNG で保存
          </Button>
        )}
        {csv && (
          <Button
            size="small"
            variant="text"
            startIcon={<DownloadIcon aria-hidden="true" />}
            onClick={exportCsv}
            aria-label={`${title}のデータを CSV で保存`}
          >
            CSV で保存
          </Button>
        )}
      </Box>
      <Box sx={{ position: 'relative', width: '100%', height }}>
        <Box
          ref={container}
          role="img"
          aria-label={summary}
          aria-describedby={captionId}
          sx={{ position: 'absolute', inset: 0 }}
        />
        {state === 'loading' && (
          <Skeleton
            variant="rectangular"
            aria-hidden="true"
            sx={{ position: 'absolute', inset: 0, height: '100%', borderRadius: 1 }}
          />
        )}
        {state === 'failed' && (
          <Alert severity="warning" sx={{ position: 'absolute', inset: 0, alignItems: 'center' }}>
            グラフを表示できませんでした。ページを再読み込みしてください。内容は下の説明と表でもご確認いただけます。
          </Alert>
        )}
      </Box>
      <Typography component="figcaption" id={captionId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {caption}
      </Typography>
    </Box>
  );
}
