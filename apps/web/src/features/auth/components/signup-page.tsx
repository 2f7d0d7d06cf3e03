import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { z } from 'zod';
import { registerFormSchema, type RegisterRequest } from '@app/contract/accounts';
import { API_ERROR_DETAILS } from '@app/contract/api-errors';
import { TERMS_VERSION } from '@app/contract/legal';
import { BotCheckField } from '../../../components/form/bot-check-field';
import { FormCard } from '../../../components/form/form-card';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordStrength } from '../../../components/form/password-strength';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { showFormError } from '../../../lib/form-errors';
import { MESSAGES } from '../../../lib/messages';
import { includedFeatures } from '../../../lib/plan-features';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useRegister } from '../api/register';
import { rememberSignupReferrer } from '../signup-referrer';
import { TermsAgreementLabel } from './terms-agreement-label';

/** The contract's sign-up form plus the terms agreement, which only the browser asks for. */
const signupFormSchema = registerFormSchema.and(
  z.object({
    agreeTerms: z.boolean().refine((agreed) => agreed, {
      error: '利用規約と個人情報の取り扱いに同意してください',
    }),
  }),
);
type SignupInput = z.input<typeof signupFormSchema>;

const SERVER_FIELDS: readonly Path<SignupInput>[] = [
  'email',
  'password',
  'name',
  'companyName',
  'department',
  'position',
  'phoneNumber',
];

const DEFAULTS: SignupInput = {
  email: '',
  password: '',
  confirmPassword: '',
  name: '',
  companyName: '',
  department: '',
  position: '',
  phoneNumber: '',
  postalCode: '',
  address: '',
  recaptchaToken: '',
  agreeTerms: false,
};

/** Errors that are answered before the bot check is used up: the solved token may be sent again. */
function keepsBotToken(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 422 || error.detail === API_ERROR_DETAILS.unauthorizedDomain)
  );
}

export function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const referrerUrl = safeRedirectPath(params.get('referrerUrl'));
  const strengthId = useId();
  const termsErrorId = useId();
  const registerMutation = useRegister();
  const { control, handleSubmit, setError, setValue, register, formState } = useForm<SignupInput>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: DEFAULTS,
  });
  const [password = '', email = '', companyName = ''] = useWatch({
    control,
    name: ['password', 'email', 'companyName'],
  });

  const onSubmit = handleSubmit(async (values) => {
    const { confirmPassword: _confirm, agreeTerms: _agree, ...fields } = values;
    // The box was ticked (the schema insists): the consent is to the version the linked pages show.
    const body: RegisterRequest = {
      ...fields,
      agreedTermsVersion: TERMS_VERSION,
      // Into the mailed link too: it may be opened in another browser, without this one's storage.
      ...(referrerUrl ? { referrerUrl } : {}),
    };
    try {
      await registerMutation.mutateAsync(body);
    } catch (error) {
      if (!keepsBotToken(error)) setValue('recaptchaToken', '');
      showFormError(error, setError, SERVER_FIELDS);
      if (error instanceof ApiError && error.detail === API_ERROR_DETAILS.unauthorizedDomain) {
        // The catalogue's snackbar, and the same words where the address is corrected.
        setError('email', { type: 'server', message: MESSAGES.companyEmailRequired }, { shouldFocus: true });
      }
      return;
    }
    rememberSignupReferrer(referrerUrl);
    await navigate(paths.signupVerify.getHref(referrerUrl ?? undefined), { state: { email: body.email } });
  });

  const termsError = formState.errors.agreeTerms?.message;

  return (
    <>
      <PageHeading
        title="無料会員登録"
        description="会社のメールアドレスでご登録いただけます。Gmail や Yahoo!メールなどのフリーメールではご登録いただけません。"
      />
      {referrerUrl && (
        <Alert severity="info" sx={{ mb: 3, maxWidth: 640 }}>
          ご覧になろうとしたページは、無料会員の方がご利用いただけます。ご登録後にログインすると、そのページに戻ります。
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 640px) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <FormCard label="無料会員登録" onSubmit={(event) => void onSubmit(event)} maxWidth={640}>
          <Typography variant="body2" color="text.secondary">
            <Box component="span" sx={{ color: 'error.main' }}>
              *
            </Box>{' '}
            は必須項目です。
          </Typography>
          <FormTextField
            control={control}
            name="email"
            label="会社のメールアドレス"
            type="email"
            autoComplete="email"
            required
            hint="ご登録後、このアドレスに確認メールをお送りします。"
            slotProps={{ htmlInput: { inputMode: 'email' } }}
          />
          <Box>
            <PasswordField
              control={control}
              name="password"
              label="パスワード"
              autoComplete="new-password"
              required
              describedBy={strengthId}
            />
            <Box sx={{ mt: 2 }}>
              <PasswordStrength id={strengthId} password={password} context={{ email, companyName }} />
            </Box>
          </Box>
          <PasswordField
            control={control}
            name="confirmPassword"
            label="パスワード（確認用）"
            autoComplete="new-password"
            required
            hint="確認のため、同じパスワードをもう一度入力してください。"
          />
          <FormTextField control={control} name="name" label="氏名" autoComplete="name" required />
          <FormTextField
            control={control}
            name="companyName"
            label="会社名"
            autoComplete="organization"
            required
          />
          <FormTextField control={control} name="department" label="部署名（任意）" autoComplete="off" />
          <FormTextField
            control={control}
            name="position"
            label="役職（任意）"
            autoComplete="organization-title"
          />
          <FormTextField
            control={control}
            name="phoneNumber"
            label="電話番号（任意）"
            type="tel"
            autoComplete="tel"
            hint="例: 03-1234-5678"
          />
          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  {...register('agreeTerms')}
                  slotProps={{
                    input: {
                      'aria-invalid': Boolean(termsError),
                      'aria-describedby': termsError ? termsErrorId : undefined,
                    } as object,
                  }}
                />
              }
              label={<TermsAgreementLabel />}
            />
            {termsError && (
              <FormHelperText id={termsErrorId} error>
                {termsError}
              </FormHelperText>
            )}
          </Box>
          <BotCheckField control={control} name="recaptchaToken" />
          <SubmitButton pending={registerMutation.isPending} fullWidth>
            登録する
          </SubmitButton>
          <Typography variant="body2">
            すでに登録済みの方は{' '}
            <Link component={RouterLink} to={paths.login.getHref(referrerUrl ?? undefined)}>
              ログイン
            </Link>
          </Typography>
        </FormCard>
        <FreePlanSummary />
      </Box>
    </>
  );
}

/** What a free account opens up, beside the form: the reason to fill it in. */
function FreePlanSummary() {
  return (
    <Box
      component="aside"
      aria-labelledby="free-plan-summary"
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 3,
        maxWidth: 440,
      }}
    >
      <Typography id="free-plan-summary" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        無料会員でご利用いただける機能
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {includedFeatures('free').map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckCircleOutlinedIcon fontSize="small" color="primary" sx={{ mt: 0.25 }} aria-hidden="true" />
            <Typography variant="body2">{feature}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        登録料・利用料はかかりません。製品探索や大量実施例特許の分析などは、スタンダードプランでご利用いただけます。
      </Typography>
    </Box>
  );
}
