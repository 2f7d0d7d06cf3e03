import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  disableTwoFactorRequestSchema,
  TWO_FACTOR_ERROR_DETAILS,
  twoFactorCodeRequestSchema,
  type DisableTwoFactorRequest,
  type TwoFactorCodeRequest,
  type TwoFactorSetup,
} from '@app/contract/two-factor';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { handleApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useSecurityStatus } from '../../../lib/security-status';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateRecoveryCodes,
  useTwoFactorSetup,
} from '../api/two-factor';

const WRONG_CODE = '確認コードが正しくありません。認証アプリに表示されている最新のコードを入力してください。';

/** A wrong code or password becomes a message under the form; anything else goes to the error catalogue. */
function problemOf(error: unknown): string | null {
  if (error instanceof ApiError && error.detail === TWO_FACTOR_ERROR_DETAILS.invalidCode) return WRONG_CODE;
  if (error instanceof ApiError && error.detail === TWO_FACTOR_ERROR_DETAILS.wrongPassword) {
    return 'パスワードが正しくありません。';
  }
  handleApiError(error);
  return null;
}

function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
        リカバリーコード（この画面でのみ表示されます）
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        スマートフォンを紛失したときなど、確認コードの代わりに1回ずつ使えます。印刷するか安全な場所に保管してください。
      </Typography>
      <Box
        component="ul"
        aria-label="リカバリーコード"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, max-content)',
          gap: 0.5,
          columnGap: 3,
          fontFamily: 'monospace',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
    </Alert>
  );
}

function CodeForm({
  label,
  submitLabel,
  pending,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: TwoFactorCodeRequest) => Promise<string | null>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<TwoFactorCodeRequest>({
    resolver: zodResolver(twoFactorCodeRequestSchema),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async (values) => {
    const result = await onSubmit(values);
    setProblem(result);
    if (!result) reset();
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 1.5, maxWidth: 360 }}
    >
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="code"
        label="確認コード（6桁）"
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
      />
      <SubmitButton pending={pending} size="medium">
        {submitLabel}
      </SubmitButton>
    </Box>
  );
}

function EnrolmentPanel({
  setup,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
}) {
  const enable = useEnableTwoFactor();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2">
        1. 認証アプリ（Google Authenticator、Microsoft Authenticator
        など）で次のQRコードを読み取ってください。
      </Typography>
      <Box
        component="img"
        src={setup.qrCodeDataUrl}
        alt="2段階認証の登録用QRコード"
        sx={{ width: 180, height: 180, border: 1, borderColor: 'divider', bgcolor: 'common.white' }}
      />
      <Typography variant="body2">
        読み取れない場合は、アプリに次のキーを入力してください：
        <Box
          component="code"
          data-testid="totp-secret"
          sx={{ display: 'block', mt: 0.5, wordBreak: 'break-all', fontSize: '0.95rem' }}
        >
          {setup.secret}
        </Box>
      </Typography>
      <Typography variant="body2">
        2. アプリに表示された6桁の確認コードを入力して、有効にしてください。
      </Typography>
      <CodeForm
        label="2段階認証を有効にする"
        submitLabel="有効にする"
        pending={enable.isPending}
        onSubmit={async (values) => {
          try {
            const { recoveryCodes } = await enable.mutateAsync(values);
            onEnabled(recoveryCodes);
            notify({ message: '2段階認証を有効にしました' });
            return null;
          } catch (error) {
            return problemOf(error);
          }
        }}
      />
    </Box>
  );
}

function DisableForm() {
  const disable = useDisableTwoFactor();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<DisableTwoFactorRequest>({
    resolver: zodResolver(disableTwoFactorRequestSchema),
    defaultValues: { password: '', code: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await disable.mutateAsync(values);
      notify({ message: '2段階認証を無効にしました' });
    } catch (error) {
      setProblem(problemOf(error));
    }
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label="2段階認証を無効にする"
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 1.5, maxWidth: 360 }}
    >
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <PasswordField
        control={control}
        name="password"
        label="現在のパスワード"
        autoComplete="current-password"
      />
      <FormTextField
        control={control}
        name="code"
        label="確認コードまたはリカバリーコード"
        autoComplete="one-time-code"
      />
      <SubmitButton pending={disable.isPending} size="medium" color="error">
        無効にする
      </SubmitButton>
    </Box>
  );
}

/** My page: the second factor (TOTP) — enrol with a QR code, recovery codes, disable. Required of operators. */
export function TwoFactorSection() {
  const status = useSecurityStatus();
  const setup = useTwoFactorSetup();
  const regenerate = useRegenerateRecoveryCodes();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (status.isPending) return <Skeleton variant="rounded" height={72} />;
  if (status.isError) {
    return (
      <Alert severity="error">
        セキュリティ設定を読み込めませんでした。時間をおいてもう一度お試しください。
      </Alert>
    );
  }
  const { role, twoFactorEnabled, recoveryCodesLeft } = status.data;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">2段階認証：</Typography>
        <Chip
          size="small"
          label={twoFactorEnabled ? '有効' : '未設定'}
          color={twoFactorEnabled ? 'success' : 'default'}
        />
        {twoFactorEnabled && (
          <Typography variant="body2" color="text.secondary">
            未使用のリカバリーコード {recoveryCodesLeft} 個
          </Typography>
        )}
      </Box>
      {role === 'operator' && !twoFactorEnabled && (
        <Alert severity="warning">運営者の管理画面を使うには、2段階認証の設定が必要です。</Alert>
      )}
      {role === 'operator' && twoFactorEnabled && (
        <Box>
          <Button component={RouterLink} to={paths.admin.getHref()} variant="outlined" size="small">
            管理画面を開く
          </Button>
        </Box>
      )}
      {codes && <RecoveryCodesList codes={codes} />}
      {!twoFactorEnabled && !pending && (
        <>
          <Typography variant="body2" color="text.secondary">
            ログイン時に、パスワードに加えて認証アプリの確認コードを求めます。パスワードが漏れても第三者はログインできません。
          </Typography>
          <Box>
            <Button
              variant="contained"
              disableElevation
              disabled={setup.isPending}
              onClick={() =>
                setup.mutate(undefined, {
                  onSuccess: (data) => setPending(data),
                  onError: (error) => handleApiError(error),
                })
              }
            >
              2段階認証を設定する
            </Button>
          </Box>
        </>
      )}
      {!twoFactorEnabled && pending && (
        <EnrolmentPanel
          setup={pending}
          onEnabled={(recoveryCodes) => {
            setPending(null);
            setCodes(recoveryCodes);
          }}
        />
      )}
      {twoFactorEnabled && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
              リカバリーコードを作り直す
            </Typography>
            <CodeForm
              label="リカバリーコードを作り直す"
              submitLabel="作り直す"
              pending={regenerate.isPending}
              onSubmit={async (values) => {
                try {
                  setCodes((await regenerate.mutateAsync(values)).recoveryCodes);
                  return null;
                } catch (error) {
                  return problemOf(error);
                }
              }}
            />
          </Box>
          <Box>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
              2段階認証を無効にする
            </Typography>
            <DisableForm />
          </Box>
        </Box>
      )}
    </Box>
  );
}
