import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { z } from 'zod';
import { ACCOUNT_ERROR_DETAILS, newPasswordSchema } from '@app/contract/accounts';
import { PASSWORD_MESSAGES } from '@app/contract/password-rules';
import { FormCard, InfoCard } from '../../../components/form/form-card';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordStrength } from '../../../components/form/password-strength';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { showFormError } from '../../../lib/form-errors';
import { MESSAGES } from '../../../lib/messages';
import { notify } from '../../../lib/notifications';
import { useResetPassword } from '../api/reset-password';

const resetFormSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: PASSWORD_MESSAGES.required }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
type ResetInput = z.input<typeof resetFormSchema>;

const INVALID_LINK =
  'このURLは有効期限が切れているか、すでに使用されています。お手数ですが、もう一度パスワードの再発行をお申し込みください。';

/** /reset-password?token=… — the page the reset mail links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const strengthId = useId();
  const reset = useResetPassword();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const { control, handleSubmit, setError } = useForm<ResetInput>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ newPassword: values.newPassword, resetPasswordToken: token });
    } catch (error) {
      if (error instanceof ApiError && error.detail === ACCOUNT_ERROR_DETAILS.invalidResetToken) {
        setLinkInvalid(true);
      } else {
        showFormError(error, setError, ['newPassword']);
      }
      return;
    }
    notify({ message: MESSAGES.passwordReset });
    await navigate(paths.resetPasswordConfirm.getHref(), { replace: true });
  });

  if (!token || linkInvalid) {
    return (
      <>
        <PageHeading title="パスワードの再設定" />
        <InfoCard>
          <Alert severity="error" role="alert">
            {token
              ? INVALID_LINK
              : 'URLが正しくありません。メールに記載のURLを、途中で切れないようにもう一度開いてください。'}
          </Alert>
          <Box>
            <Link component={RouterLink} to={paths.reissuePassword.getHref()}>
              パスワードの再発行を申し込む
            </Link>
          </Box>
        </InfoCard>
      </>
    );
  }

  return (
    <>
      <PageHeading
        title="パスワードの再設定"
        description="新しいパスワードを入力してください。設定すると、すべての端末でログアウトされます。"
      />
      <FormCard label="パスワードの再設定" onSubmit={(event) => void onSubmit(event)} maxWidth={560}>
        <Box>
          <PasswordField
            control={control}
            name="newPassword"
            label="新しいパスワード"
            autoComplete="new-password"
            required
            describedBy={strengthId}
          />
          <Box sx={{ mt: 2 }}>
            <PasswordStrength id={strengthId} password={newPassword} />
          </Box>
        </Box>
        <PasswordField
          control={control}
          name="confirmPassword"
          label="新しいパスワード（確認用）"
          autoComplete="new-password"
          required
        />
        <SubmitButton pending={reset.isPending} fullWidth>
          パスワードを再設定する
        </SubmitButton>
      </FormCard>
    </>
  );
}
