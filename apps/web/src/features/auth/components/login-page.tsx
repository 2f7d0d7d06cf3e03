import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { ACCOUNT_ERROR_DETAILS, loginRequestSchema } from '@app/contract/accounts';
import { FormCard } from '../../../components/form/form-card';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { handleApiError } from '../../../lib/api-client';
import { pickRedirect } from '../../../lib/safe-redirect';
import { useLogin } from '../api/login';
import { forgetSignupReferrer } from '../signup-referrer';

type LoginInput = z.input<typeof loginRequestSchema>;
type LoginProblem = 'credentials' | 'not-confirmed' | 'code' | 'disabled' | null;

/**
 * /login. After logging in, the user goes back to `referrerUrl` (sign-up flow) or `redirect` (route guard,
 * header link) when it is a path of this app, otherwise to the home page.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = pickRedirect(params.get('referrerUrl'), params.get('redirect'));
  const [problem, setProblem] = useState<LoginProblem>(null);
  // Shown once the server says the account has a second factor (after the right password).
  const [askCode, setAskCode] = useState(false);
  const loginMutation = useLogin();
  const { control, handleSubmit, getValues } = useForm<LoginInput>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '', otp: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await loginMutation.mutateAsync({ ...values, otp: askCode ? values.otp : undefined });
    } catch (error) {
      if (error instanceof ApiError && error.detail === ACCOUNT_ERROR_DETAILS.twoFactorCodeRequired) {
        setAskCode(true);
      } else if (error instanceof ApiError && error.detail === ACCOUNT_ERROR_DETAILS.twoFactorCodeInvalid) {
        setProblem('code');
      } else if (error instanceof ApiError && error.detail === ACCOUNT_ERROR_DETAILS.accountDisabled) {
        setProblem('disabled');
      } else if (error instanceof ApiError && error.detail === ACCOUNT_ERROR_DETAILS.incorrectCredentials) {
        setProblem('credentials');
      } else if (error instanceof ApiError && error.detail === ACCOUNT_ERROR_DETAILS.emailNotConfirmed) {
        setProblem('not-confirmed');
      } else {
        handleApiError(error);
      }
      return;
    }
    forgetSignupReferrer();
    await navigate(target ?? paths.home.getHref(), { replace: true });
  });

  return (
    <>
      <PageHeading
        title="ログイン"
        description="ご登録の会社メールアドレスとパスワードを入力してください。"
      />
      {target && (
        <Alert severity="info" sx={{ mb: 3, maxWidth: 520 }}>
          ログインすると、ご覧になろうとしていたページに戻ります。
        </Alert>
      )}
      <FormCard label="ログイン" onSubmit={(event) => void onSubmit(event)} maxWidth={520}>
        {problem === 'credentials' && (
          <Alert severity="error" role="alert">
            メールアドレスまたはパスワードが正しくありません。
          </Alert>
        )}
        {problem === 'code' && (
          <Alert severity="error" role="alert">
            確認コードが正しくないか、すでに使用されています。認証アプリに表示されている最新のコードを入力してください。
          </Alert>
        )}
        {problem === 'disabled' && (
          <Alert severity="error" role="alert">
            このアカウントは現在ご利用いただけません。お問い合わせフォームから運営にご連絡ください。
          </Alert>
        )}
        {problem === 'not-confirmed' && (
          <Alert severity="warning" role="alert">
            会員登録が完了していません。登録時にお送りしたメールのURLを開き、登録を完了してください。
            <Box sx={{ mt: 1 }}>
              <Link
                component={RouterLink}
                to={paths.signupVerify.getHref()}
                state={{ email: getValues('email') }}
              >
                確認メールを再送信する
              </Link>
            </Box>
          </Alert>
        )}
        <FormTextField
          control={control}
          name="email"
          label="メールアドレス"
          type="email"
          autoComplete="email"
          required
          slotProps={{ htmlInput: { inputMode: 'email' } }}
        />
        <PasswordField
          control={control}
          name="password"
          label="パスワード"
          autoComplete="current-password"
          required
        />
        {askCode && (
          <>
            <Alert severity="info">
              このアカウントでは2段階認証が有効です。認証アプリに表示されている6桁の確認コード、またはリカバリーコードを入力してください。
            </Alert>
            <FormTextField
              control={control}
              name="otp"
              label="確認コード"
              autoComplete="one-time-code"
              autoFocus
              required
              slotProps={{ htmlInput: { inputMode: 'text', maxLength: 32 } }}
            />
          </>
        )}
        <SubmitButton pending={loginMutation.isPending} fullWidth>
          ログイン
        </SubmitButton>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Link component={RouterLink} to={paths.reissuePassword.getHref()}>
            パスワードをお忘れの方
          </Link>
          <Typography variant="body2">
            はじめての方は{' '}
            <Link component={RouterLink} to={paths.signup.getHref(target ?? undefined)}>
              無料会員登録
            </Link>
            （会社のメールアドレスでご登録いただけます）
          </Typography>
        </Box>
      </FormCard>
    </>
  );
}
