import Alert from '@mui/material/Alert';
import { satisfies, type RequiredLevel } from '@app/contract/plans';
import { accessLevel, useSession } from '../lib/session';
import { GatedButton } from './gated-link';

const TEXT: Record<Exclude<RequiredLevel, 'none'>, { message: string; action: string }> = {
  free: { message: 'この機能は無料会員登録でご利用いただけます。', action: '無料登録する' },
  standard: {
    message: 'この機能はスタンダードプランでご利用いただけます。',
    action: 'スタンダードプランについて',
  },
};

/** Tells a user whose plan does not include the page's feature what it needs, with the gated way there. */
export function PlanRequiredNotice({ level, to }: { level: RequiredLevel; to: string }) {
  const session = useSession();
  if (level === 'none' || satisfies(accessLevel(session), level)) return null;
  const text = TEXT[level];
  return (
    <Alert
      severity="info"
      variant="outlined"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <GatedButton to={to} level={level} size="small" variant="outlined" color="inherit">
          {text.action}
        </GatedButton>
      }
    >
      {text.message}
    </Alert>
  );
}
