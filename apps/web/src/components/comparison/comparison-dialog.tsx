import { useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { BOOKMARK_TARGET_LABELS } from '@app/contract/bookmarks';
import { paths } from '../../config/paths';
import {
  COMPARISON_LIMITS,
  materialRows,
  productRows,
  type ComparisonRow,
  type ComparisonType,
} from './comparison-rows';
import { useComparisonItems } from './use-comparison-items';

const TYPE_LABELS = BOOKMARK_TARGET_LABELS;

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Cell({ row, index }: { row: ComparisonRow; index: number }) {
  const cell = row.cells[index]!;
  const high = row.highest.includes(index);
  const low = row.lowest.includes(index);
  return (
    <Box
      component="td"
      sx={{
        p: 1,
        verticalAlign: 'top',
        borderBottom: 1,
        borderColor: 'divider',
        textAlign: row.group === 'properties' ? 'right' : 'left',
        fontVariantNumeric: 'tabular-nums',
        // Neutral hues: a higher value is not always the better one (density, shrinkage).
        bgcolor: (theme) =>
          high
            ? alpha(theme.palette.primary.main, 0.1)
            : low
              ? alpha(theme.palette.secondary.main, 0.12)
              : undefined,
      }}
    >
      <Box component="span" sx={{ fontWeight: high || low ? 700 : 400 }}>
        {cell.text}
      </Box>
      {(high || low) && (
        <Box
          component="span"
          sx={{ ml: 0.75, fontSize: '0.75rem', color: high ? 'primary.dark' : 'secondary.dark' }}
        >
          {high ? '最大' : '最小'}
        </Box>
      )}
      {cell.note && (
        <Typography component="div" variant="caption" color="text.secondary">
          {cell.note}
        </Typography>
      )}
    </Box>
  );
}

/**
 * 2–5 products or materials side by side (issue 5 item 5): facts and every property in one unit per row,
 * rows where the items differ marked 「差あり」, the highest and lowest value of a property marked in words
 * and colour. Optionally only the rows that differ.
 */
export function ComparisonDialog({
  open,
  onClose,
  type,
  ids,
}: {
  open: boolean;
  onClose: () => void;
  type: ComparisonType;
  /** Interchange ids, 2–5. */
  ids: readonly string[];
}) {
  const titleId = useId();
  const [onlyDifferent, setOnlyDifferent] = useState(false);
  const valid = ids.length >= COMPARISON_LIMITS.min && ids.length <= COMPARISON_LIMITS.max;
  const { data, pending, failed } = useComparisonItems(type, ids, open && valid);

  const rows = useMemo(() => {
    if (!data) return [];
    return data.type === 'product' ? productRows(data.items) : materialRows(data.items);
  }, [data]);
  const shown = onlyDifferent ? rows.filter((row) => row.differs) : rows;
  const differing = rows.filter((row) => row.differs).length;
  const hrefOf = (id: string) =>
    type === 'product' ? paths.product.getHref(id) : paths.material.getHref(id);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xl" fullWidth>
      <DialogTitle id={titleId}>
        {TYPE_LABELS[type]}の比較（{ids.length}件）
      </DialogTitle>
      <DialogContent dividers>
        {!valid && (
          <Alert severity="info">
            比較できるのは{COMPARISON_LIMITS.min}〜{COMPARISON_LIMITS.max}件です。比較する{TYPE_LABELS[type]}
            を選び直してください。
          </Alert>
        )}
        {valid && failed.length > 0 && (
          <Alert severity="error">
            {failed.join('、')} を読み込めませんでした。時間をおいてもう一度お試しください。
          </Alert>
        )}
        {valid && pending && (
          <Box aria-busy="true" aria-label="比較する内容を読み込んでいます">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height={36} />
            ))}
          </Box>
        )}
        {data && (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {differing > 0
                  ? `${rows.length}項目のうち${differing}項目に違いがあります。物性は同じ単位に揃え、最大と最小の値に印を付けています。`
                  : 'すべての項目が同じです。'}
              </Typography>
              <FormControlLabel
                control={
                  <Switch
                    checked={onlyDifferent}
                    onChange={(event) => setOnlyDifferent(event.target.checked)}
                  />
                }
                label="違いのある項目だけ表示"
              />
            </Box>
            <Box sx={{ overflowX: 'auto' }}>
              <Box
                component="table"
                sx={{ borderCollapse: 'collapse', width: '100%', minWidth: 160 + data.items.length * 180 }}
              >
                <Box component="caption" sx={VISUALLY_HIDDEN}>
                  {TYPE_LABELS[type]}の比較表
                </Box>
                <thead>
                  <tr>
                    <Box
                      component="th"
                      scope="col"
                      sx={{ p: 1, textAlign: 'left', borderBottom: 2, borderColor: 'divider', width: 200 }}
                    >
                      項目
                    </Box>
                    {data.items.map((item) => (
                      <Box
                        component="th"
                        scope="col"
                        key={item.id}
                        sx={{ p: 1, textAlign: 'left', borderBottom: 2, borderColor: 'divider' }}
                      >
                        <Link component={RouterLink} to={hrefOf(item.id)} onClick={onClose}>
                          {item.name}
                        </Link>
                      </Box>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shown.map((row) => (
                    <tr key={row.key}>
                      <Box
                        component="th"
                        scope="row"
                        sx={{
                          p: 1,
                          textAlign: 'left',
                          verticalAlign: 'top',
                          borderBottom: 1,
                          borderColor: 'divider',
                          fontWeight: row.differs ? 700 : 400,
                        }}
                      >
                        {row.label}
                        {row.differs && (
                          <Chip
                            label="差あり"
                            size="small"
                            color="secondary"
                            variant="outlined"
                            sx={{ ml: 1 }}
                          />
                        )}
                      </Box>
                      {data.items.map((item, index) => (
                        <Cell key={item.id} row={row} index={index} />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Box>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>閉じる</Button>
      </DialogActions>
    </Dialog>
  );
}
