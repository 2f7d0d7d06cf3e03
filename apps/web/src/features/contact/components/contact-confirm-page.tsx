import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { InfoCard } from '../../../components/form/form-card';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { UPGRADE_SUBJECT } from '../contact-subjects';

/** /contact/confirm: after the message was accepted. */
export function ContactConfirmPage() {
  const { state } = useLocation() as { state: { subject?: unknown } | null };
  const upgrade = state?.subject === UPGRADE_SUBJECT;
  return (
    <>
      <PageHeading title="お問い合わせを受け付けました" />
      <InfoCard>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 40 }} aria-hidden="true" />
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography>お問い合わせいただき、ありがとうございます。</Typography>
            <Typography>
              内容を確認のうえ、担当者よりご入力のメールアドレス宛てにご連絡いたします。
            </Typography>
            {upgrade && (
              <Typography>
                スタンダードプランへの変更は、担当者からのご連絡の後に手続きいたします。変更後は、ログインし直さなくてもそのままご利用いただけます。
              </Typography>
            )}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" disableElevation component={RouterLink} to={paths.home.getHref()}>
            ホームへ
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.tutorial.getHref()}>
            チュートリアルを見る
          </Button>
        </Box>
      </InfoCard>
    </>
  );
}
