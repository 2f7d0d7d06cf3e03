import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { InfoCard } from '../../../components/form/form-card';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { handleApiError } from '../../../lib/api-client';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useCompleteRegistration } from '../api/complete-registration';
import { recallSignupReferrer } from '../signup-referrer';

/**
 * /signup/confirm-register?token=… — the page the registration mail links to.
 *
 * The token is sent only when the user presses 「登録を完了する」, never on page load. docs/spec/sessions-and-accounts.md asks
 * that link scanners of company mail systems cannot use the token up with a GET; a scanner does not run
 * scripts, so a POST on load would also be safe from plain scanners — but some security gateways open
 * links in a real headless browser ("detonation"), which runs scripts. A button press is the only signal
 * a human opened the link, and it costs the user one click.
 */
export function SignupConfirmRegisterPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const complete = useCompleteRegistration();
  const [done, setDone] = useState(false);

  const onSubmit = async () => {
    try {
      await complete.mutateAsync(token);
      setDone(true);
    } catch (error) {
      // 'User status is not INACTIVE' (used, expired or already completed): the catalogue clears the session,
      // says the URL has expired and opens /signup (docs/spec/sessions-and-accounts.md, docs/spec/error-catalogue.md).
      handleApiError(error);
    }
  };

  if (done) {
    // The link's own referrerUrl (any browser), else the one the sign-up page stored (maybe in another tab).
    const referrerUrl = safeRedirectPath(params.get('referrerUrl')) ?? recallSignupReferrer();
    return (
      <>
        <PageHeading title="会員登録が完了しました" />
        <InfoCard>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 40 }} aria-hidden="true" />
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Typography role="status">素材特許ナビへのご登録ありがとうございます。</Typography>
              <Typography>ご登録のメールアドレスとパスワードでログインしてください。</Typography>
            </Box>
          </Box>
          <Box>
            <Button
              variant="contained"
              size="large"
              disableElevation
              component={RouterLink}
              to={paths.login.getHref(referrerUrl ?? undefined)}
            >
              ログイン
            </Button>
          </Box>
        </InfoCard>
      </>
    );
  }

  if (!token) {
    return (
      <>
        <PageHeading title="会員登録の完了" />
        <InfoCard>
          <Alert severity="error">
            URLが正しくありません。メールに記載のURLを、途中で切れないようにもう一度開いてください。
          </Alert>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={paths.signupVerify.getHref()}>
              確認メールを再送信する
            </Link>
            <Link component={RouterLink} to={paths.signup.getHref()}>
              無料会員登録
            </Link>
          </Box>
        </InfoCard>
      </>
    );
  }

  return (
    <>
      <PageHeading title="会員登録の完了" />
      <InfoCard>
        <Typography>下のボタンを押すと、会員登録が完了します。</Typography>
        <Box
          component="form"
          noValidate
          aria-label="会員登録の完了"
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          <SubmitButton pending={complete.isPending}>登録を完了する</SubmitButton>
        </Box>
        <Typography variant="body2" color="text.secondary">
          URLの有効期限は、メールの送信から24時間です。期限が切れている場合は、お手数ですが再度ご登録ください。
        </Typography>
      </InfoCard>
    </>
  );
}
