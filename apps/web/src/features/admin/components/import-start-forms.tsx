import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_IMPORT_ERRORS } from '@app/contract/admin-imports';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notifications';
import { useServerPathImport, useUploadImport } from '../api/imports-api';
import { formatBytes } from './format';

const ACCEPT = '.jsonl,.ndjson,.json,.csv,.tsv,.xml,.zip';

/** The server's Japanese reason for a refused start (400/413/422), or a general one. */
function reasonOf(error: unknown): string {
  if (error instanceof ApiError && typeof error.detail === 'string') return error.detail;
  if (error instanceof ApiError && Array.isArray(error.detail))
    return error.detail.map((issue) => issue.msg).join('、');
  return '取込を開始できませんでした。時間をおいてもう一度お試しください。';
}

const started = () => notify({ message: '取込を開始しました。進み具合は下の履歴に表示されます。' });

/** Upload a file from this computer; the size limit is checked here first, and again by the server. */
export function UploadImportForm({ maxUploadBytes }: { maxUploadBytes: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadImport();
  const limit = formatBytes(maxUploadBytes);

  const submit = () => {
    if (!file) return;
    if (file.size > maxUploadBytes) {
      setProblem(ADMIN_IMPORT_ERRORS.tooLarge(limit));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => {
        started();
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (error) => setProblem(reasonOf(error)),
    });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="import-upload-title"
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography id="import-upload-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        ファイルをアップロードして取り込む
      </Typography>
      <Typography variant="body2" color="text.secondary">
        JSON Lines（.jsonl）・実施例CSV（.csv）・特許XML（USPTO /
        EPO、.xml）・XMLをまとめたZIP（.zip）に対応しています。上限は{limit}です。
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label">
          ファイルを選ぶ
          <input
            ref={input}
            hidden
            type="file"
            accept={ACCEPT}
            aria-label="取り込むファイル"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
        </Button>
        <Typography variant="body2" data-testid="import-file-name">
          {file ? `${file.name}（${formatBytes(file.size)}）` : 'ファイルが選ばれていません'}
        </Typography>
        <Button variant="contained" disableElevation disabled={!file || upload.isPending} onClick={submit}>
          アップロードして取り込む
        </Button>
      </Box>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Paper>
  );
}

/** Name a file already on the server, inside the import directory (IMPORT_DIR). */
export function ServerPathImportForm({ importDir }: { importDir: string }) {
  const [path, setPath] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const start = useServerPathImport();
  const submit = () =>
    start.mutate(path, {
      onSuccess: () => {
        started();
        setPath('');
        setProblem(null);
      },
      onError: (error) => setProblem(reasonOf(error)),
    });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="import-path-title"
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography id="import-path-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        サーバー上のファイルを取り込む
      </Typography>
      <Typography variant="body2" color="text.secondary">
        大きなファイルはサーバーの取込ディレクトリ（{importDir}
        ）に置き、そこからのパスを指定してください。ディレクトリの外は指定できません。
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="取込ディレクトリ内のパス"
          placeholder="例：uspto/ipg250107.zip"
          value={path}
          onChange={(event) => setPath(event.target.value)}
          sx={{ minWidth: 360, flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <Button
          variant="contained"
          disableElevation
          disabled={!path.trim() || start.isPending}
          onClick={submit}
        >
          取り込む
        </Button>
      </Box>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Paper>
  );
}
