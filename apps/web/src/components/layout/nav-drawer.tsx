import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link as RouterLink, useLocation } from 'react-router';
import { satisfies } from '@app/contract/plans';
import { signupHrefFor } from '../gated-link';
import { preloadRoute } from '../../lib/preload-queue';
import { accessLevel, useSession } from '../../lib/session';
import { openUpgradeModal } from '../../lib/upgrade-modal';
import { LEVEL_LABEL, NAV_SECTIONS, type NavItem } from './nav-items';

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const session = useSession();
  const { pathname } = useLocation();
  const allowed = satisfies(accessLevel(session), item.level);
  const Icon = item.icon;
  const chip = allowed ? null : LEVEL_LABEL[item.level];
  const common = {
    selected: pathname === item.to,
    onMouseEnter: () => preloadRoute(item.to),
    onFocus: () => preloadRoute(item.to),
  };
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={item.label} />
      {chip && (
        <Chip
          size="small"
          variant="outlined"
          label={chip}
          color={item.level === 'standard' ? 'secondary' : 'default'}
        />
      )}
    </>
  );

  // Gated like GatedLink (docs/spec/sessions-and-accounts.md): standard → the upgrade modal; free → sign-up with the target as referrer.
  if (!allowed && item.level === 'standard') {
    const open = () => {
      onNavigate();
      openUpgradeModal();
    };
    return (
      <ListItemButton {...common} aria-haspopup="dialog" onClick={open}>
        {content}
      </ListItemButton>
    );
  }
  return (
    <ListItemButton
      {...common}
      component={RouterLink}
      to={allowed ? item.to : signupHrefFor(item.to)}
      onClick={onNavigate}
    >
      {content}
    </ListItemButton>
  );
}

/** The navigation drawer, temporary by default (docs/spec/budgets-and-reliability.md). */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300 } } }}>
      <Box component="nav" aria-label="メインメニュー">
        {NAV_SECTIONS.map((section) => (
          <Fragment key={section.title}>
            <List dense subheader={<ListSubheader component="div">{section.title}</ListSubheader>}>
              {section.items.map((item) => (
                <NavEntry key={item.to} item={item} onNavigate={onClose} />
              ))}
            </List>
          </Fragment>
        ))}
      </Box>
    </Drawer>
  );
}
