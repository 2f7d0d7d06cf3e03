import Alert from '@mui/material/Alert';
import { GatedButton } from '../../../../components/gated-link';
import { formatJaNumber } from '../../../../lib/ja-number';

/**
 * A list the plan shows only as a count (docs/spec/entitlements.md: patent results need the standard plan): how many
 * there are, and the way to the plan.
 */
export function LockedNote({ total, what, to }: { total: number; what: string; to: string }) {
  return (
    <Alert
      severity="info"
      variant="outlined"
      action={
        <GatedButton to={to} level="standard" size="small" color="inherit">
          一覧を見る
        </GatedButton>
      }
    >
      {what}が{formatJaNumber(total)}件あります。一覧はスタンダードプランでご覧いただけます。
    </Alert>
  );
}
