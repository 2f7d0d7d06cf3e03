import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { requiredLevelOf } from '@app/contract/plans';
import { useGate } from '../../../../components/gated-link';
import { PAGE_SIZES } from './search-state';

type Props = {
  total: number;
  page: number;
  pageSize: number;
  /** Highest page this user may open (visitor and free: 3), null for no limit. */
  maxPage: number | null;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

/** 全 N 件 · pages · 表示件数. Pages beyond the plan's limit open the upgrade modal instead of loading. */
export function ResultPagination({ total, page, pageSize, maxPage, onPage, onPageSize }: Props) {
  const gate = useGate(requiredLevelOf('advancedSearch'));
  const count = Math.max(1, Math.ceil(total / pageSize));
  const locked = (target: number) => maxPage !== null && target > maxPage && !gate.allowed;

  return (
    <Box
      component="nav"
      aria-label="検索結果のページ"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        mt: 2,
      }}
    >
      <Pagination
        page={Math.min(page, count)}
        count={count}
        siblingCount={1}
        boundaryCount={1}
        shape="rounded"
        color="primary"
        getItemAriaLabel={(type, target, selected) =>
          type === 'page'
            ? `${target}ページ${selected ? '（表示中）' : locked(target ?? 0) ? '（スタンダードプラン）' : ''}`
            : type === 'next'
              ? '次のページ'
              : type === 'previous'
                ? '前のページ'
                : type === 'first'
                  ? '最初のページ'
                  : '最後のページ'
        }
        onChange={(_, target) => (locked(target) ? gate.onBlocked() : onPage(target))}
        renderItem={(item) => (
          <PaginationItem
            {...item}
            sx={
              item.type === 'page' && item.page !== null && locked(item.page)
                ? // Greyed as a hint, yet still readable (text.disabled fails the 4.5:1 contrast) and clickable.
                  { color: 'text.secondary', borderStyle: 'dashed', borderWidth: 1, borderColor: 'divider' }
                : undefined
            }
          />
        )}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {maxPage !== null && !gate.allowed && total > maxPage * pageSize && (
          <Typography variant="caption" color="text.secondary">
            {maxPage}ページ目より先はスタンダードプランで表示できます
          </Typography>
        )}
        <TextField
          select
          size="small"
          label="表示件数"
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: 104 }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}件
            </option>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}
