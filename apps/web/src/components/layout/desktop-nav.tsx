import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { GatedButton } from '../gated-link';
import { NAV_SECTIONS } from './nav-items';

/** The features a researcher goes between most, in the order of the drawer (the rest stay in the drawer). */
const DESKTOP_LABELS = [
  '特許検索',
  '素材検索',
  '製品検索',
  '実施例検索',
  '製品探索（一覧）',
  '製品レコメンド',
  '大量実施例特許の分析',
  '特許の可視化',
  '実施例の可視化',
  'チュートリアル',
] as const;

const ITEMS = NAV_SECTIONS.flatMap((section) => section.items).filter((item) =>
  (DESKTOP_LABELS as readonly string[]).includes(item.label),
);

/**
 * The main features as a row under the app bar on wide screens (≥ 1200 px, MUI `lg`), where a desktop
 * user expects them in sight (issue 17, point 9); narrower screens keep only the drawer. Links are gated as
 * in the drawer, and labels never break inside a word.
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="主な機能"
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: 0.5,
          m: 0,
          px: 2,
          py: 0.5,
          listStyle: 'none',
          maxWidth: 1400,
          mx: 'auto',
        }}
      >
        {ITEMS.map((item) => {
          const current = item.to !== '/' && pathname.startsWith(item.to);
          return (
            <li key={item.to}>
              <GatedButton
                to={item.to}
                level={item.level}
                size="small"
                startIcon={<item.icon fontSize="small" aria-hidden />}
                aria-current={current ? 'page' : undefined}
                sx={{
                  whiteSpace: 'nowrap',
                  color: current ? 'primary.main' : 'text.primary',
                  fontWeight: current ? 700 : 500,
                  borderBottom: 2,
                  borderColor: current ? 'primary.main' : 'transparent',
                  borderRadius: 0,
                }}
              >
                {item.label}
              </GatedButton>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
