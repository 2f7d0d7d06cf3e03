import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export type Definition = { term: string; value: ReactNode };

/** Label–value pairs (bibliography, identifiers) in two aligned columns; empty values are left out. */
export function DefinitionList({ items }: { items: readonly Definition[] }) {
  const shown = items.filter((item) => item.value !== null && item.value !== undefined && item.value !== '');
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '9rem minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {shown.map((item) => (
        <Box key={item.term} sx={{ display: 'contents' }}>
          <Box
            component="dt"
            sx={{ color: 'text.secondary', fontSize: '0.875rem', lineHeight: 1.7, pt: { xs: 1, sm: 0 } }}
          >
            {item.term}
          </Box>
          <Box component="dd" sx={{ m: 0, minWidth: 0, lineHeight: 1.5, overflowWrap: 'anywhere' }}>
            {item.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
