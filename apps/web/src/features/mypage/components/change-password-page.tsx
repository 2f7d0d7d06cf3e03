import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { z } from 'zod';
import { newPasswordSchema, presentedPasswordSchema } from '@app/contract/accounts';
import { API_ERROR_DETAILS } from '@app/contract/api-errors';
import { PASSWORD_MESSAGES } from '@app/contract/password-rules';
import { FormCard } from '../../../components/form/form-card';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordStrength } from '../../../components/form/password-strength';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { handleApiError } from '../../../lib/api-client';
import { showFormError } from '../../../lib/form-errors';
import { MESSAGES } from '../../../lib/messages';
import { notify } from '../../../lib/notifications';
import { useProfileDetails } from '../api/get-profile';
import { useChangePassword } from '../api/change-password';

/** The contract's change-password body plus the confirmation field (never sent). */
const changePasswordFormSchema = z
  .object({
    currentPassword: presentedPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: PASSWORD_MESSAGES.required }),
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    error: PASSWORD_MESSAGES.sameAsCurrent,
    path: ['newPassword'],
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
type ChangePasswordInput = z.input<typeof changePasswordFormSchema>;

/** /mypage/change-password. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const strengthId = useId();
  const change = useChangePassword();
  const { data: profile } = useProfileDetails();
  const { control, handleSubmit, setError } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: next }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword: next });
    } catch (error) {
      if (error instanceof ApiError && error.detail === API_ERROR_DETAILS.currentPasswordIncorrect) {
        // The catalogue's snackbar (docs/spec/error-catalogue.md), and the same words under the field it is about.
        handleApiError(error);
        setError(
          'currentPassword',
          { type: 'server', message: MESSAGES.currentPasswordWrong },
          { shouldFocus: true },
        );
      } else {
        showFormError(error, setError, ['newPassword']);
      }
      return;
    }
    notify({ message: MESSAGES.passwordChanged });
    // docs/spec/routes-and-navigation.md: the app goes to /change-password/confirm; a route rule shows it under /mypage.
    await navigate(paths.changePasswordConfirm.getHref(), { replace: true });
  });

  return (
    <>
      <PageHeading
        title="パスワードの変更"
        description="現在のパスワードと新しいパスワードを入力してください。変更すると、ほかの端末ではログアウトされます。"
      />
      <FormCard label="パスワードの変更" onSubmit={(event) => void onSubmit(event)} maxWidth={560}>
        {/* Lets password managers file the new password under the right account. */}
        <Box
          component="input"
          type="email"
          name="username"
          autoComplete="username"
          value={profile?.email ?? ''}
          readOnly
          hidden
          aria-hidden="true"
        />
        <PasswordField
          control={control}
          name="currentPassword"
          label="現在のパスワード"
          autoComplete="current-password"
          required
        />
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
            <PasswordStrength
              id={strengthId}
              password={newPassword}
              context={{ email: profile?.email, companyName: profile?.companyName }}
            />
          </Box>
        </Box>
        <PasswordField
          control={control}
          name="confirmPassword"
          label="新しいパスワード（確認用）"
          autoComplete="new-password"
          required
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <SubmitButton pending={change.isPending}>パスワードを変更する</SubmitButton>
          <Link component={RouterLink} to={paths.reissuePassword.getHref()}>
            現在のパスワードをお忘れの方
          </Link>
        </Box>
      </FormCard>
    </>
  );
}
