import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CatalogueLink } from './catalogue-links';

export type LinkItem = { key: string; to: string; label: ReactNode; secondary?: ReactNode };

/** A compact list of links with one line of context under each (maker, publication number, …). */
export function LinkList({ items, label }: { items: readonly LinkItem[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
      {items.map((item) => (
        <Box component="li" key={item.key} sx={{ minWidth: 0 }}>
          <CatalogueLink to={item.to} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {item.label}
          </CatalogueLink>
          {item.secondary && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {item.secondary}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
