import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** No result yet while the demo catalogue is still loading: not the answer, so not "見つかりませんでした". */
export function CatalogueStillLoading({ noun }: { noun: string }) {
  return (
    <Box
      role="status"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 3,
        bgcolor: 'background.paper',
        minHeight: 240,
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
      }}
    >
      <CircularProgress size={22} aria-hidden />
      <div>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {noun}のデータを読み込み中です
        </Typography>
        <Typography variant="body2" color="text.secondary">
          まだ該当する{noun}が読み込まれていません。読み込みが終わると、この検索の結果が自動で表示されます。
        </Typography>
      </div>
    </Box>
  );
}
