import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { filterLabel, type FilterKind, type ListFilter } from '../utils/patent-filters';

type Props = {
  filters: readonly ListFilter[];
  onRemove: (kind: FilterKind) => void;
  onClear: () => void;
};

/** What the clicks on the charts narrowed the list to, each removable. */
export function ListFilterChips({ filters, onRemove, onClear }: Props) {
  if (filters.length === 0) return null;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center', mb: 1.5 }}
      aria-label="一覧の絞り込み条件"
      role="group"
    >
      {filters.map((filter) => {
        const label = filterLabel(filter);
        return (
          <Chip
            key={filter.kind}
            label={label}
            color="primary"
            onClick={() => onRemove(filter.kind)}
            onDelete={() => onRemove(filter.kind)}
            aria-label={`${label}（クリックで解除）`}
          />
        );
      })}
      {filters.length > 1 && (
        <Button size="small" onClick={onClear}>
          すべて解除
        </Button>
      )}
    </Box>
  );
}
