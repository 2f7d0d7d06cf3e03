import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** The strip of CatalogueLoadingNotice: what is loading, how far, and that the page updates itself. */
export function CatalogueLoadingBanner({ percent }: { percent: number }) {
  return (
    <Alert
      severity="warning"
      role="status"
      aria-label="データの読み込み状況"
      sx={{ borderRadius: 0, '& .MuiAlert-message': { flex: 1 } }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        デモデータを読み込んでいます（{percent}%）。検索結果と件数は、読み込みが終わるまで一部だけです。
      </Typography>
      <Typography variant="body2">終わると表示中の結果は自動で更新されます。</Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`読み込み ${percent}%`}
        sx={{ mt: 0.5 }}
      />
    </Alert>
  );
}
