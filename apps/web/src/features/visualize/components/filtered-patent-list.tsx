import { useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { LandscapeCluster, LandscapePoint } from '@app/contract/visualization';
import { requiredLevelOf } from '@app/contract/plans';
import { GatedLink } from '../../../components/gated-link';
import { paths } from '../../../config/paths';

const LIST_PAGE_SIZE = 20;

type Props = {
  points: readonly LandscapePoint[];
  clusters: readonly LandscapeCluster[];
  /** Changes whenever the filters change, so the list goes back to its first page. */
  resetKey: string;
};

/** The patents of the chosen period and clicked filters, newest first, with links to their pages. */
export function FilteredPatentList(props: Props) {
  return <PagedList key={props.resetKey} {...props} />;
}

function PagedList({ points, clusters }: Props) {
  const [page, setPage] = useState(1);
  const labels = new Map(clusters.map((cluster) => [cluster.id, cluster.label]));
  const sorted = [...points].sort(
    (a, b) => (b.year ?? 0) - (a.year ?? 0) || a.publicationNumber.localeCompare(b.publicationNumber),
  );
  const pages = Math.max(1, Math.ceil(sorted.length / LIST_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = sorted.slice((current - 1) * LIST_PAGE_SIZE, current * LIST_PAGE_SIZE);

  return (
    <Box component="section" aria-labelledby="patent-list-heading">
      <Typography id="patent-list-heading" component="h2" variant="h6">
        特許一覧
      </Typography>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {sorted.length === 0
          ? '該当する特許はありません'
          : `${sorted.length}件中 ${(current - 1) * LIST_PAGE_SIZE + 1}〜${(current - 1) * LIST_PAGE_SIZE + shown.length}件を表示`}
      </Typography>
      <List dense disablePadding aria-label="絞り込んだ特許">
        {shown.map((point) => {
          const cluster =
            point.cluster === null ? '未分類' : (labels.get(point.cluster) ?? `クラスタ ${point.cluster}`);
          return (
            <ListItem
              key={point.id}
              divider
              disableGutters
              data-cluster={point.cluster ?? ''}
              sx={{ display: 'block', py: 1 }}
            >
              <GatedLink
                to={paths.patent.getHref(point.id)}
                level={requiredLevelOf('detailPages')}
                sx={{ fontWeight: 600 }}
              >
                {point.title}
              </GatedLink>
              <Typography variant="body2" color="text.secondary">
                {[
                  point.publicationNumber,
                  point.applicant,
                  point.year === null ? null : `${point.year}年出願`,
                ]
                  .filter(Boolean)
                  .join('・')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                クラスタ: {cluster}
              </Typography>
            </ListItem>
          );
        })}
      </List>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={current}
          onChange={(_event, next) => setPage(next)}
          size="small"
          sx={{ mt: 1.5 }}
          getItemAriaLabel={(type, number) =>
            type === 'page'
              ? `${number}ページ目`
              : type === 'next'
                ? '次のページ'
                : type === 'previous'
                  ? '前のページ'
                  : type === 'first'
                    ? '最初のページ'
                    : '最後のページ'
          }
        />
      )}
    </Box>
  );
}
