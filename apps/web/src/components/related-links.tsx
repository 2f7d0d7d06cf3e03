import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RequiredLevel } from '@app/contract/plans';
import { GatedLink } from './gated-link';
import { PreloadOnIntent } from './preload-on-intent';

export type RelatedLink = { to: string; label: string; level?: RequiredLevel };

/** Links to the pages a user goes to next, gated like every other link. */
export function RelatedLinks({
  links,
  title = '関連ページ',
}: {
  links: readonly RelatedLink[];
  title?: string;
}) {
  if (links.length === 0) return null;
  return (
    <Box component="nav" aria-label={title} sx={{ mt: 4 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {links.map((link) => (
          <li key={link.to}>
            <PreloadOnIntent to={link.to}>
              <GatedLink to={link.to} level={link.level ?? 'none'}>
                {link.label}
              </GatedLink>
            </PreloadOnIntent>
          </li>
        ))}
      </Box>
    </Box>
  );
}
