import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { useSearchAlerts } from '../../../lib/search-alerts-api';

/**
 * My page: the patents that imports brought to watched saved searches — the same list the digest mails
 * carry — newest first, with the number of watches the plan allows.
 */
export function SearchAlertsSection() {
  const alerts = useSearchAlerts();
  if (alerts.isPending) return <Skeleton variant="rounded" height={72} />;
  if (alerts.isError) {
    return (
      <Alert severity="error">新着アラートを読み込めませんでした。時間をおいてもう一度お試しください。</Alert>
    );
  }
  const { matches, usage } = alerts.data;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`特許一覧で保存した検索条件は、上の「新着のお知らせ」で毎日または毎週を選ぶと、データの更新で一致する特許が増えたときにメールでお知らせします（${usage.count} / ${usage.limit}件を設定中）。`}
      </Typography>
      {matches.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          新着の特許はまだありません。
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="新着アラート"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
        >
          {matches.map((match) => (
            <Box
              component="li"
              key={`${match.savedSearchId}:${match.patentId}`}
              sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <Link
                component={RouterLink}
                to={paths.patent.getHref(match.patentId)}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {`${match.publicationNumber} ${match.title}`}
              </Link>
              <Typography variant="caption" color="text.secondary" component="div">
                検索条件「{match.searchName}」・{new Date(match.matchedAt).toLocaleDateString('ja-JP')}{' '}
                {match.mailedAt ? 'メールでお知らせ済み' : '次回のメールでお知らせします'}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
