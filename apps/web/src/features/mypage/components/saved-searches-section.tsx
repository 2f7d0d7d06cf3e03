import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { SEARCH_KIND_LABELS, type SavedSearch } from '@app/contract/bookmarks';
import { paths } from '../../../config/paths';
import { handleApiError } from '../../../lib/api-client';
import { useRemoveSavedSearch, useSavedSearches } from '../../../lib/bookmarks-api';
import { notify } from '../../../lib/notifications';
import { useSearchAlerts } from '../../../lib/search-alerts-api';
import { WatchSelect } from './watch-select';

/** The list page with the saved query string: opening it runs the same search again. */
function savedSearchHref(search: SavedSearch): string {
  const path = paths[search.kind].getHref();
  return search.query ? `${path}?${search.query}` : path;
}

/** My page: the saved searches, each a link that reopens its list page with the saved query, and delete. */
export function SavedSearchesSection() {
  const searches = useSavedSearches();
  const remove = useRemoveSavedSearch();
  const alerts = useSearchAlerts();
  const frequencyOf = (id: number) =>
    alerts.data?.watches.find((watch) => watch.savedSearchId === id)?.frequency ?? null;

  const removeOne = (search: SavedSearch) =>
    remove.mutate(search.id, {
      onSuccess: () => notify({ message: `検索条件「${search.name}」を削除しました` }),
      onError: (error) => handleApiError(error),
    });

  if (searches.isPending) return <Skeleton variant="rounded" height={72} />;
  if (searches.isError) {
    return (
      <Alert severity="error">
        保存した検索条件を読み込めませんでした。時間をおいてもう一度お試しください。
      </Alert>
    );
  }
  if (searches.data.items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        保存した検索条件はありません。素材・製品・特許の一覧ページで「検索条件を保存」を押すと、ここから同じ条件で開けます。
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="保存した検索条件"
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
    >
      {searches.data.items.map((search) => (
        <Box
          component="li"
          key={search.id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            borderBottom: 1,
            borderColor: 'divider',
            pb: 1,
          }}
        >
          <Chip size="small" variant="outlined" label={SEARCH_KIND_LABELS[search.kind]} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Link component={RouterLink} to={savedSearchHref(search)} sx={{ overflowWrap: 'anywhere' }}>
              {search.name}
            </Link>
            <Typography variant="caption" color="text.secondary" component="div">
              {new Date(search.createdAt).toLocaleDateString('ja-JP')} に保存
            </Typography>
          </Box>
          {search.kind === 'patents' && alerts.isSuccess && (
            <WatchSelect search={search} frequency={frequencyOf(search.id)} />
          )}
          <IconButton
            size="small"
            aria-label={`検索条件「${search.name}」を削除`}
            onClick={() => removeOne(search)}
            disabled={remove.isPending}
          >
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
