import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

type Overflow = { left: boolean; right: boolean };

/**
 * A table wider than its box, made obvious (issue 17, point 2): a shadow on each side that has more
 * columns, a line saying how to reach them (a swipe on a touch screen, the wheel or keys elsewhere) and buttons that scroll by most of a screen. The box is a
 * focusable region, so the keyboard scrolls it too. The first column stays put (sticky cells of the table).
 */
export function WideTableFrame({
  label,
  maxHeight,
  children,
}: {
  /** The region's name, e.g. 「実施例・比較例の表」. */
  label: string;
  /** Taller tables scroll inside the box (sticky header); without it the box is as tall as the table. */
  maxHeight?: number;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });
  // A phone or tablet (touch is the main pointer) has no wheel or arrow keys: it is told to swipe.
  const touch = useMediaQuery('(pointer: coarse)');

  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setOverflow((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // No measuring here: reading the sizes right after React's commit forces the page's layout inside
    // React's task, a long task on a slow phone (issue 17). A ResizeObserver reports each observed box once
    // after the browser's own next layout, so the first measure comes from there.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure, children]);

  const scrollBy = (direction: 1 | -1) =>
    box.current?.scrollBy({ left: direction * box.current.clientWidth * 0.8, behavior: 'smooth' });
  const wide = overflow.left || overflow.right;
  const shadow = (side: 'left' | 'right') => ({
    position: 'absolute',
    top: 0,
    bottom: 0,
    [side]: 0,
    width: 24,
    pointerEvents: 'none',
    zIndex: 4,
    background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, rgba(0,0,0,0.18), rgba(0,0,0,0))`,
  });

  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      {wide && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="wide-table-cue">
          <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
            {touch
              ? '表は横に続きます。表を左右にスワイプするか、右の矢印で残りの列を表示できます。'
              : '表は横に続きます。右の矢印、横スクロール（Shift＋ホイール）または表を選んで ← → キーで残りの列を表示できます。'}
          </Typography>
          <IconButton
            size="small"
            aria-label="表を左へ"
            disabled={!overflow.left}
            onClick={() => scrollBy(-1)}
          >
            <ChevronLeftIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label="表を右へ"
            disabled={!overflow.right}
            onClick={() => scrollBy(1)}
          >
            <ChevronRightIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
      <Box sx={{ position: 'relative', minWidth: 0 }}>
        {overflow.left && <Box aria-hidden sx={shadow('left')} />}
        {overflow.right && <Box aria-hidden sx={shadow('right')} />}
        <Box
          ref={box}
          role="region"
          aria-label={label}
          tabIndex={0}
          onScroll={measure}
          sx={{
            maxHeight: maxHeight ?? 'none',
            overflow: 'auto',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}
