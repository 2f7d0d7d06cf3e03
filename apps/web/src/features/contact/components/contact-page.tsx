import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { z } from 'zod';
import { contactRequestSchema } from '@app/contract/accounts';
import { BotCheckField } from '../../../components/form/bot-check-field';
import { FormCard } from '../../../components/form/form-card';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { showFormError } from '../../../lib/form-errors';
import { useProfile } from '../../../lib/profile';
import { useSendContact } from '../api/send-contact';
import { CONTACT_SUBJECTS, subjectLabelOf, UPGRADE_SUBJECT } from '../contact-subjects';

const SUBJECT_LABELS = CONTACT_SUBJECTS.map((subject) => subject.label) as [string, ...string[]];

/** The contract's contact body; the subject is chosen from a list, so its message asks to choose. */
const contactFormSchema = contactRequestSchema.extend({
  subject: z.enum(SUBJECT_LABELS, { error: 'お問い合わせの種類を選択してください' }),
});
type ContactInput = z.input<typeof contactFormSchema>;

const SERVER_FIELDS: readonly Path<ContactInput>[] = ['name', 'email', 'companyName', 'subject', 'message'];

/**
 * /contact. `?subject=upgrade` (the upgrade modal's link) pre-selects the standard plan request. A signed-in
 * user's name, address and company are filled in from the profile.
 */
export function ContactPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const profile = useProfile();
  const send = useSendContact();
  const preselected = subjectLabelOf(params.get('subject'));
  const { control, handleSubmit, setError, setValue } = useForm<ContactInput>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: {
      name: profile?.name ?? '',
      email: profile?.email ?? '',
      companyName: profile?.companyName ?? '',
      subject: preselected,
      message: '',
      recaptchaToken: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch (error) {
      // A 422 is answered before the bot check: the solved token may be sent again.
      if (!(error instanceof ApiError && error.status === 422)) setValue('recaptchaToken', '');
      showFormError(error, setError, SERVER_FIELDS);
      return;
    }
    await navigate(paths.contactConfirm.getHref(), { state: { subject: values.subject } });
  });

  return (
    <>
      <PageHeading
        title="お問い合わせ"
        description="サービスの使い方、プランの変更、データの誤りなどについて、運営にお問い合わせいただけます。"
      />
      {preselected === UPGRADE_SUBJECT && (
        <Alert severity="info" sx={{ mb: 3, maxWidth: 720 }}>
          スタンダードプランへの変更のお申し込みとして承ります。ご希望の開始時期やご利用人数などがあれば、お問い合わせ内容にご記入ください。
        </Alert>
      )}
      <FormCard label="お問い合わせ" onSubmit={(event) => void onSubmit(event)} maxWidth={720}>
        <Typography variant="body2" color="text.secondary">
          <Box component="span" sx={{ color: 'error.main' }}>
            *
          </Box>{' '}
          は必須項目です。
        </Typography>
        <FormTextField control={control} name="name" label="お名前" autoComplete="name" required />
        <FormTextField
          control={control}
          name="email"
          label="メールアドレス"
          type="email"
          autoComplete="email"
          required
          hint="ご返信はこのアドレスにお送りします。"
          slotProps={{ htmlInput: { inputMode: 'email' } }}
        />
        <FormTextField
          control={control}
          name="companyName"
          label="会社名（任意）"
          autoComplete="organization"
        />
        <FormTextField
          control={control}
          name="subject"
          label="お問い合わせの種類"
          select
          required
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            選択してください
          </option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject.key} value={subject.label}>
              {subject.label}
            </option>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="message"
          label="お問い合わせ内容"
          required
          multiline // 5 rows: the theme's textarea default (docs/spec/budgets-and-reliability.md)
          hint="5000文字以内でご記入ください。"
        />
        <BotCheckField control={control} name="recaptchaToken" />
        <Box>
          <SubmitButton pending={send.isPending}>送信する</SubmitButton>
        </Box>
      </FormCard>
    </>
  );
}
