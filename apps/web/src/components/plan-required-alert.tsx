import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_ERROR_DETAILS } from '@app/contract/accounts';
import { ApiError } from '../lib/api-error';
import { MESSAGES } from '../lib/messages';
import { includedFeatures, PLAN_LABELS, standardAdditions } from '../lib/plan-features';
import { PLAN_REQUEST_PATH } from '../lib/upgrade-modal';

/** The API's 403 for a feature of the standard plan (docs/spec/api.md: the detail says which plan is needed). */
export function isStandardPlanRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    error.detail === ACCOUNT_ERROR_DETAILS.standardPlanRequired
  );
}

/**
 * A page the user's plan does not include, explained as a plan and not as a failure (issue 17, point 7):
 * what the current plan allows, what the standard plan adds, and how to ask for it.
 */
export function PlanRequiredAlert({ what }: { what: string }) {
  return (
    <Alert severity="info" variant="outlined" role="region" aria-label="ご利用中のプランについて">
      <AlertTitle>{what}はスタンダードプランでご利用いただけます</AlertTitle>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        ご利用中の{PLAN_LABELS.free}でお使いいただける機能: {includedFeatures('free').join('、')}。
      </Typography>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        スタンダードプランで加わる機能: {standardAdditions().join('、')}。
      </Typography>
      {/* A plan 403 only reaches a signed-in user: my page's request form, as the upgrade modal offers them. */}
      <Typography variant="body2">{MESSAGES.upgradeHowToSignedIn}</Typography>
      {/* Under the text, not as the alert's side action: there it was squeezed to three lines of 6 characters. */}
      <Button
        component={RouterLink}
        to={PLAN_REQUEST_PATH}
        color="inherit"
        size="small"
        variant="outlined"
        sx={{ mt: 1.5 }}
      >
        {MESSAGES.upgradeApplySignedIn}
      </Button>
    </Alert>
  );
}
