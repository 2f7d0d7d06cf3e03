import { useId, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { decodeCsvBytes } from '@app/analysis/csv';
import { EXPLORATION_LIMITS } from '@app/contract/explorations';
import { overviewCsv, type CsvOverview } from '../../utils/examples-csv';
import { nameWithUnit } from '../../../../lib/display-unit';

export type LoadedCsv = { fileName: string; text: string; overview: CsvOverview };

/** UTF-8, or Shift_JIS / UTF-16 as Excel in Japan saves CSV (the server's CLI reads files the same way). */
async function readCsvFile(file: File): Promise<string> {
  return decodeCsvBytes(new Uint8Array(await file.arrayBuffer())).text;
}

const VISUALLY_HIDDEN = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/**
 * Choose an examples CSV (`in:` and `out:` columns): read in the browser, its columns and row count shown
 * at once; the file's text becomes the request's scope.
 */
export function CsvUpload({
  loaded,
  error,
  onLoaded,
}: {
  loaded: LoadedCsv | null;
  /** The form's message for the CSV (e.g. 「CSVファイルを選択してください」). */
  error?: string;
  onLoaded: (csv: LoadedCsv | null) => void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    if (file.size > EXPLORATION_LIMITS.csvMaxBytes) {
      setProblem('CSVファイルは5MB以内にしてください。');
      onLoaded(null);
      return;
    }
    try {
      const text = await readCsvFile(file);
      const overview = overviewCsv(text);
      setProblem(
        overview.inputs.length === 0 || overview.targets.length === 0
          ? '見出し行に「in:」で始まる入力の列と「out:」で始まる物性の列が、それぞれ1つ以上必要です。'
          : overview.rows === 0
            ? 'データの行がありません。見出し行の下に、1行に1件ずつ実験データを入れてください。'
            : null,
      );
      onLoaded({ fileName: file.name, text, overview });
    } catch {
      setProblem(
        'ファイルを読み込めませんでした。CSV 形式（UTF-8 または Shift_JIS）で保存したファイルを選んでください。',
      );
      onLoaded(null);
    }
  };

  const message = problem ?? error;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon aria-hidden="true" />}>
          CSVファイルを選択
          <Box
            component="input"
            id={id}
            type="file"
            accept=".csv,.tsv,.txt,text/csv"
            aria-describedby={`${id}-help`}
            onChange={(event: ChangeEvent<HTMLInputElement>) => void onChange(event)}
            sx={VISUALLY_HIDDEN}
          />
        </Button>
        {loaded && (
          <Typography variant="body2">
            {loaded.fileName}：データ {loaded.overview.rows} 行、入力 {loaded.overview.inputs.length} 列、物性{' '}
            {loaded.overview.targets.length} 列
          </Typography>
        )}
      </Box>
      <FormHelperText id={`${id}-help`} sx={{ mt: -0.5 }}>
        1行に1件の実験データ。見出しは入力の列を「in:成分名[単位]」、物性の列を「out:物性名[単位]」とします（例：in:タルク[質量%]、out:曲げ弾性率[MPa]）。空欄の入力は
        0 として扱います。5MB まで。
      </FormHelperText>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      {loaded && (
        <Box sx={{ display: 'grid', gap: 1 }} aria-label="CSVファイルの列">
          <ColumnList title="入力の列" columns={loaded.overview.inputs} />
          <ColumnList title="物性の列" columns={loaded.overview.targets} />
          {loaded.overview.ignored.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              使わない列（in:・out: で始まらない見出し）：{loaded.overview.ignored.join('、')}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}

function ColumnList({ title, columns }: { title: string; columns: CsvOverview['inputs'] }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 0.5 }}>
        {title}（{columns.length}）
      </Typography>
      {columns.map((c) => (
        <Chip key={c.header} size="small" variant="outlined" label={nameWithUnit(c.name, c.unit)} />
      ))}
    </Box>
  );
}
