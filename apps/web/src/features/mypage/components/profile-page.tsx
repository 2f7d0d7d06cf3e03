import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import type { z } from 'zod';
import { profileUpdateSchema, type Profile } from '@app/contract/accounts';
import { FormCard } from '../../../components/form/form-card';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { showFormError } from '../../../lib/form-errors';
import { MESSAGES } from '../../../lib/messages';
import { notify } from '../../../lib/notifications';
import { useProfileDetails } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { PLAN_LABELS } from '../../../lib/plan-features';

/** The editable fields: the contract's update body without e-mail (fixed) and typeCode (operator only). */
const profileFormSchema = profileUpdateSchema.omit({ email: true });
type ProfileInput = z.input<typeof profileFormSchema>;

const FIELDS: readonly Path<ProfileInput>[] = [
  'name',
  'companyName',
  'department',
  'position',
  'phoneNumber',
  'postalCode',
  'address',
];

function toFormValues(profile: Profile): ProfileInput {
  return {
    name: profile.name,
    companyName: profile.companyName,
    department: profile.department,
    position: profile.position,
    phoneNumber: profile.phoneNumber,
    postalCode: profile.postalCode,
    address: profile.address,
  };
}

/** /mypage/profile: every profile field of docs/spec/sessions-and-accounts.md; e-mail and plan are shown, not edited. */
export function ProfilePage() {
  const { data: profile, isError, refetch } = useProfileDetails();
  return (
    <>
      <PageHeading title="プロフィール" description="ご登録のお名前・会社名・連絡先を確認・変更できます。" />
      {profile ? (
        <ProfileForm profile={profile} />
      ) : isError ? (
        <Alert
          severity="error"
          sx={{ maxWidth: 640 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              再読み込み
            </Button>
          }
        >
          プロフィールを読み込めませんでした。
        </Alert>
      ) : (
        <Box sx={{ maxWidth: 640 }} aria-busy="true" aria-label="読み込み中">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={72} />
          ))}
        </Box>
      )}
    </>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const { control, handleSubmit, setError, reset, formState } = useForm<ProfileInput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toFormValues(profile),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset(toFormValues(saved));
      notify({ message: MESSAGES.profileUpdated });
    } catch (error) {
      showFormError(error, setError, FIELDS);
    }
  });

  return (
    <FormCard label="プロフィール" onSubmit={(event) => void onSubmit(event)} maxWidth={640}>
      <TextField
        label="メールアドレス"
        value={profile.email}
        fullWidth
        helperText="メールアドレスは変更できません。変更が必要な場合はお問い合わせください。"
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <TextField
        label="ご利用中のプラン"
        value={PLAN_LABELS[profile.typeCode]}
        fullWidth
        helperText={
          profile.typeCode === 'free' ? (
            <>
              プランの変更は{' '}
              <Link component={RouterLink} to={paths.contact.getHref('upgrade')}>
                お問い合わせフォーム
              </Link>{' '}
              からお申し込みください。
            </>
          ) : undefined
        }
        slotProps={{ htmlInput: { readOnly: true } }}
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
      <FormTextField
        control={control}
        name="postalCode"
        label="郵便番号（任意）"
        autoComplete="postal-code"
        hint="例: 100-0005"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: 240 }}
      />
      <FormTextField control={control} name="address" label="住所（任意）" autoComplete="street-address" />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SubmitButton pending={update.isPending} disabled={!formState.isDirty}>
          変更を保存する
        </SubmitButton>
        <Link component={RouterLink} to={paths.mypage.getHref()}>
          マイページに戻る
        </Link>
      </Box>
    </FormCard>
  );
}
