import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { bookmarkLimitDetail } from '@app/contract/bookmarks';
import { PLAN_LIMITS } from '@app/contract/plans';
import { paths } from '../../config/paths';

const TITLE_ID = 'bookmark-limit-title';

/** The free plan's bookmark limit was reached: what it is, and the two ways on (tidy up, or upgrade). */
export function BookmarkLimitDialog({
  open,
  detail,
  onClose,
}: {
  open: boolean;
  /** The server's message (it says the limit and what removes it). */
  detail: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
      <DialogTitle id={TITLE_ID}>ブックマークの上限に達しました</DialogTitle>
      <DialogContent>
        <Typography>{detail ?? bookmarkLimitDetail(PLAN_LIMITS.freeBookmarks)}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>閉じる</Button>
        <Button component={RouterLink} to={paths.mypageBookmarks.getHref()} onClick={onClose}>
          ブックマークを整理する
        </Button>
        <Button
          component={RouterLink}
          to={paths.contact.getHref('upgrade')}
          onClick={onClose}
          variant="contained"
          disableElevation
        >
          スタンダードプランを申し込む
        </Button>
      </DialogActions>
    </Dialog>
  );
}
