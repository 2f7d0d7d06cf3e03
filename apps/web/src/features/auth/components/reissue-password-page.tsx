import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { z } from 'zod';
import { emailSchema } from '@app/contract/accounts';
import { FormCard, InfoCard } from '../../../components/form/form-card';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { handleApiError } from '../../../lib/api-client';
import { useReissuePassword } from '../api/reissue-password';

const reissueSchema = z.object({ email: emailSchema });
type ReissueInput = z.input<typeof reissueSchema>;

/**
 * /reissue-password. The confirmation is the same whether or not the address is registered (docs/spec/sessions-and-accounts.md:
 * no user enumeration), and it never repeats the address back.
 */
export function ReissuePasswordPage() {
  const reissue = useReissuePassword();
  const [sent, setSent] = useState(false);
  const { control, handleSubmit } = useForm<ReissueInput>({
    resolver: zodResolver(reissueSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reissue.mutateAsync(values.email);
      setSent(true);
    } catch (error) {
      handleApiError(error);
    }
  });

  if (sent) {
    return (
      <>
        <PageHeading title="パスワード再設定のご案内をお送りしました" />
        <InfoCard>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Typography role="status">
                ご入力のメールアドレスが登録されている場合は、パスワード再設定用のURLをお送りしました。
              </Typography>
              <Typography>
                メールに記載のURLを開き、新しいパスワードを設定してください。URLの有効期限は1時間です。
              </Typography>
              <Typography variant="body2" color="text.secondary">
                メールが届かない場合は、迷惑メールフォルダをご確認のうえ、メールアドレスに誤りがないかご確認ください。
              </Typography>
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={paths.login.getHref()}>
              ログイン
            </Link>
            <Link component="button" type="button" onClick={() => setSent(false)}>
              別のメールアドレスで再発行する
            </Link>
          </Box>
        </InfoCard>
      </>
    );
  }

  return (
    <>
      <PageHeading
        title="パスワードの再発行"
        description="ご登録のメールアドレスを入力してください。パスワード再設定用のURLをメールでお送りします。"
      />
      <FormCard label="パスワードの再発行" onSubmit={(event) => void onSubmit(event)} maxWidth={480}>
        <FormTextField
          control={control}
          name="email"
          label="メールアドレス"
          type="email"
          autoComplete="email"
          required
          slotProps={{ htmlInput: { inputMode: 'email' } }}
        />
        <SubmitButton pending={reissue.isPending} fullWidth>
          再設定用のURLを送信する
        </SubmitButton>
        <Link component={RouterLink} to={paths.login.getHref()}>
          ログイン画面に戻る
        </Link>
      </FormCard>
    </>
  );
}
