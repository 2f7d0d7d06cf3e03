import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { MESSAGES } from '../lib/messages';
import { navigateTo } from '../lib/navigation';
import { useSession } from '../lib/session';
import {
  PLAN_REQUEST_PATH,
  UPGRADE_CONTACT_PATH,
  closeUpgradeModal,
  useUpgradeModalOpen,
} from '../lib/upgrade-modal';

const TITLE_ID = 'upgrade-modal-title';

/** Shown when a standard-only feature is used without the standard plan (docs/spec/sessions-and-accounts.md). Render once. */
export function UpgradeModal() {
  const open = useUpgradeModalOpen();
  const { isLoggedIn } = useSession();

  const apply = () => {
    closeUpgradeModal();
    navigateTo(isLoggedIn ? PLAN_REQUEST_PATH : UPGRADE_CONTACT_PATH);
  };

  return (
    <Dialog open={open} onClose={closeUpgradeModal} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
      <DialogTitle id={TITLE_ID}>{MESSAGES.upgradeTitle}</DialogTitle>
      <DialogContent>
        <Typography>{MESSAGES.upgradeIntro}</Typography>
        <List dense>
          {MESSAGES.upgradeFeatures.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckCircleOutlinedIcon color="primary" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          {isLoggedIn ? MESSAGES.upgradeHowToSignedIn : MESSAGES.upgradeHowTo}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={closeUpgradeModal}>{MESSAGES.close}</Button>
        <Button variant="contained" onClick={apply}>
          {isLoggedIn ? MESSAGES.upgradeApplySignedIn : MESSAGES.upgradeApply}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
