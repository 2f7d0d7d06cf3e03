import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { planRequestFormSchema, type PlanRequestForm } from '@app/contract/plan-requests';
import { FormCard } from '../../../components/form/form-card';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { handleApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useSession } from '../../../lib/session';
import { useCreatePlanRequest, usePlanRequests } from '../api/plan-requests';
import { useProfileDetails } from '../api/get-profile';
import { PlanRequestStatus } from './plan-request-status';

function RequestForm({ companyName }: { companyName: string }) {
  const create = useCreatePlanRequest();
  const { control, handleSubmit } = useForm<PlanRequestForm>({
    resolver: zodResolver(planRequestFormSchema),
    defaultValues: { companyName, seats: 1, billingName: '', billingEmail: '', message: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      notify({ message: 'スタンダードプランのお申し込みを受け付けました' });
    } catch (error) {
      handleApiError(error);
    }
  });
  return (
    <FormCard label="スタンダードプランのお申し込み" onSubmit={(event) => void submit(event)}>
      <FormTextField
        control={control}
        name="companyName"
        label="会社名"
        required
        autoComplete="organization"
      />
      <FormTextField
        control={control}
        name="seats"
        label="利用人数"
        type="number"
        required
        slotProps={{ htmlInput: { min: 1, max: 10000, inputMode: 'numeric' } }}
        hint="スタンダードプランをご利用になる方の人数です。"
      />
      <FormTextField control={control} name="billingName" label="請求先のご担当者名" required />
      <FormTextField
        control={control}
        name="billingEmail"
        label="請求先のメールアドレス"
        type="email"
        required
        slotProps={{ htmlInput: { inputMode: 'email' } }}
      />
      <FormTextField control={control} name="message" label="ご要望・ご質問（任意）" multiline rows={5} />
      <SubmitButton pending={create.isPending}>申し込む</SubmitButton>
    </FormCard>
  );
}

/** /mypage/plan-request: a free user requests the standard plan; the status of the latest request. */
export function PlanRequestPage() {
  const session = useSession();
  const profile = useProfileDetails();
  const requests = usePlanRequests();
  const plan = profile.data?.typeCode ?? session.typeCode;
  const latest = requests.data?.items[0];

  return (
    <>
      <PageHeading
        title="スタンダードプランのお申し込み"
        description="内容を確認のうえ、運営担当者がプランを切り替えます。承認されると、すぐにスタンダードプランの機能をご利用いただけます。"
      />
      {requests.isPending || profile.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : plan === 'standard' ? (
        <>
          {latest && <PlanRequestStatus requests={requests.data?.items} />}
          <Alert severity="success" sx={{ mt: 2 }}>
            すでにスタンダードプランをご利用中です。
          </Alert>
        </>
      ) : latest?.status === 'pending' ? (
        <PlanRequestStatus requests={requests.data?.items} />
      ) : (
        <>
          {latest && (
            <Box sx={{ mb: 2 }}>
              <PlanRequestStatus requests={requests.data?.items} />
            </Box>
          )}
          <RequestForm companyName={profile.data?.companyName ?? ''} />
        </>
      )}
      <Button component={RouterLink} to={paths.mypage.getHref()} sx={{ mt: 3 }}>
        マイページに戻る
      </Button>
    </>
  );
}
