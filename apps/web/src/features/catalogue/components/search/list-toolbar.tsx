import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CompareButton } from '../../../../components/comparison/compare-button';
import { CsvExportButton } from '../../../../components/csv-export/csv-export-button';
import { SaveSearchButton } from '../../../../components/saved-searches/save-search-button';
import type { ListKind, SearchQuery } from '../../api/search-queries';

/** Rows a user can pick for the side-by-side comparison (issue: 2–5 products or materials). */
export const COMPARE_MAX = 5;

export interface ListToolbarProps {
  kind: ListKind;
  /** The API query of the search on screen (what an export of "this result list" sends). */
  query: SearchQuery;
  /** Hits of the search on screen; undefined while the first answer loads. */
  total: number | undefined;
  /** Ids picked with the rows' 比較 checkboxes, in the order picked (lists without selection: empty). */
  selectedIds: readonly string[];
  onClearSelection: () => void;
  /** The page's own controls (sort, columns), on the right. */
  children?: ReactNode;
}

/**
 * The bar above a result list: the comparison of the picked rows, saving the search to my page and the
 * CSV export of the result list. The save and export buttons read the search from the URL, which carries
 * the whole search state.
 */
export function ListToolbar({ kind, total, selectedIds, onClearSelection, children }: ListToolbarProps) {
  const selectable = kind === 'products' || kind === 'materials';
  // Saved searches and CSV exports exist for the lists of SEARCH_KINDS (not the examples search).
  const saveable = kind === 'examples' ? null : kind;
  return (
    <Box
      role="toolbar"
      aria-label="検索結果の操作"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', minHeight: 48, mb: 1 }}
    >
      <Box data-slot="list-actions" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {selectable && (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {selectedIds.length > 0
              ? `比較に${selectedIds.length}件を選択中（${COMPARE_MAX}件まで）`
              : `比較する行を選べます（2〜${COMPARE_MAX}件）`}
          </Typography>
        )}
        {selectable && selectedIds.length > 0 && (
          <Button size="small" onClick={onClearSelection}>
            選択を解除
          </Button>
        )}
        {selectable && (
          <CompareButton type={kind === 'products' ? 'product' : 'material'} ids={selectedIds} />
        )}
        {saveable && <SaveSearchButton kind={saveable} />}
        {saveable && <CsvExportButton kind={saveable} />}
      </Box>
      <Box sx={{ flex: 1 }} />
      {total !== undefined && children}
    </Box>
  );
}
