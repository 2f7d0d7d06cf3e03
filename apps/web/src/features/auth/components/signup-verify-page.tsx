import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { z } from 'zod';
import { emailSchema } from '@app/contract/accounts';
import { FormTextField } from '../../../components/form/form-text-field';
import { InfoCard } from '../../../components/form/form-card';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { handleApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useResendRegistration } from '../api/resend-registration';

const resendSchema = z.object({ email: emailSchema });
type ResendInput = z.input<typeof resendSchema>;

const RESENT_MESSAGE = '確認メールを再送信しました';

/** The address just registered, handed over in the router state (never in the URL). */
function emailFromState(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'email' in state) {
    const { email } = state;
    if (typeof email === 'string') return email;
  }
  return '';
}

/** /signup/verify: after sign-up, explains the confirmation mail and offers to send it again. */
export function SignupVerifyPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const referrerUrl = safeRedirectPath(params.get('referrerUrl'));
  const email = emailFromState(location.state);
  const resend = useResendRegistration();
  const { control, handleSubmit } = useForm<ResendInput>({
    resolver: zodResolver(resendSchema),
    defaultValues: { email },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resend.mutateAsync(values.email);
      notify({ message: RESENT_MESSAGE });
    } catch (error) {
      handleApiError(error);
    }
  });

  return (
    <>
      <PageHeading title="確認メールを送信しました" />
      <InfoCard maxWidth={640}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography>
              {email ? (
                <>
                  <Box component="strong" sx={{ wordBreak: 'break-all' }}>
                    {email}
                  </Box>{' '}
                  宛てに確認メールをお送りしました。
                </>
              ) : (
                'ご登録のメールアドレスに確認メールをお送りしました。'
              )}
            </Typography>
            <Typography>
              メールに記載のURLを開き、「登録を完了する」ボタンを押して会員登録を完了してください。URLの有効期限は24時間です。
            </Typography>
            <Typography variant="body2" color="text.secondary">
              登録が完了するまで、ログインはできません。
            </Typography>
          </Box>
        </Box>
        <Divider />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          メールが届かない場合
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          <Typography component="li" variant="body2">
            迷惑メールフォルダに振り分けられていないかご確認ください。
          </Typography>
          <Typography component="li" variant="body2">
            メールの受信制限をされている場合は、「素材特許ナビ」からのメールを受信できるよう設定してください。
          </Typography>
          <Typography component="li" variant="body2">
            数分たっても届かない場合は、以下から確認メールを再送信してください。
          </Typography>
        </Box>
        <Box
          component="form"
          noValidate
          aria-label="確認メールの再送信"
          onSubmit={(event) => void onSubmit(event)}
          sx={{ display: 'grid', gap: 2 }}
        >
          <FormTextField
            control={control}
            name="email"
            label="メールアドレス"
            type="email"
            autoComplete="email"
            required
          />
          <Box>
            <SubmitButton pending={resend.isPending} variant="outlined" size="medium">
              確認メールを再送信する
            </SubmitButton>
          </Box>
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={paths.login.getHref(referrerUrl ?? undefined)}>
            ログイン
          </Link>
          <Link component={RouterLink} to={paths.contact.getHref()}>
            お問い合わせ
          </Link>
        </Box>
      </InfoCard>
    </>
  );
}
