import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { InfoCard } from '../../../components/form/form-card';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { useUnsubscribe } from '../../../lib/search-alerts-api';

/**
 * /alerts/unsubscribe?token=…: the link of a digest mail. The page POSTs the signed token once it opens
 * (a GET never changes anything, so a mail scanner that fetches links stops no alert); no sign-in needed.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  let body;
  if (!token) {
    body = (
      <Alert severity="error">
        配信停止のリンクが正しくありません。メールのリンクをもう一度開いてください。
      </Alert>
    );
  } else if (unsubscribe.isError) {
    body = (
      <Alert severity="error">
        {unsubscribe.error instanceof ApiError && typeof unsubscribe.error.detail === 'string'
          ? unsubscribe.error.detail
          : '配信を停止できませんでした。時間をおいてもう一度お試しください。'}
      </Alert>
    );
  } else if (unsubscribe.isSuccess) {
    body = (
      <Typography role="status" sx={{ fontWeight: 700 }}>
        {unsubscribe.data.searchName
          ? `検索条件「${unsubscribe.data.searchName}」の新着のお知らせを停止しました。`
          : 'この検索条件のお知らせはすでに停止しています。'}
      </Typography>
    );
  } else {
    body = (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={20} />
        <Typography>配信を停止しています…</Typography>
      </Box>
    );
  }
  return (
    <>
      <PageHeading title="新着のお知らせの配信停止" />
      <InfoCard>
        {body}
        <Typography variant="body2" color="text.secondary">
          お知らせの設定はマイページの「保存した検索条件」からいつでも変更できます。
        </Typography>
        <Box>
          <Button variant="outlined" component={RouterLink} to={paths.mypage.getHref()}>
            マイページへ
          </Button>
        </Box>
      </InfoCard>
    </>
  );
}
