import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router';

/** Acknowledges the keyword a search sent here (`?q=`) until the result list arrives. */
export function KeywordNote() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim();
  if (!q) return null;
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      キーワード「{q}」での検索結果は、検索機能の公開後にこの画面に表示されます。
    </Alert>
  );
}
