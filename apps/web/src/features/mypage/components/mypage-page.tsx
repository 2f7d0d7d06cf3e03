import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import AddCircleOutlineOutlinedIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { useId, type ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useProfileDetails } from '../api/get-profile';
import { includedFeatures, PLAN_LABELS, standardAdditions } from '../../../lib/plan-features';
import { SavedSearchesSection } from './saved-searches-section';
import { SearchAlertsSection } from './search-alerts-section';
import { PlanRequestStatus } from './plan-request-status';
import { TwoFactorSection } from './two-factor-section';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function FeatureList({ items, added = false }: { items: string[]; added?: boolean }) {
  const Icon = added ? AddCircleOutlineOutlinedIcon : CheckCircleOutlinedIcon;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Icon
            fontSize="small"
            color={added ? 'secondary' : 'primary'}
            sx={{ mt: 0.25 }}
            aria-hidden="true"
          />
          <Typography variant="body2">{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** /mypage: who is signed in, the plan and what it includes, and the account menu. */
export function MypagePage() {
  const session = useSession();
  const { data: profile, isPending } = useProfileDetails();
  const plan = profile?.typeCode ?? session.typeCode ?? 'free';

  const rows: Array<[string, string | undefined]> = [
    ['氏名', profile?.name],
    ['会社名', profile?.companyName],
    ['部署名', profile?.department],
    ['役職', profile?.position],
    ['メールアドレス', profile?.email],
  ];

  return (
    <>
      <PageHeading
        title="マイページ"
        description={`${profile?.name || session.name || 'ご利用者'} 様のご登録情報とご利用中のプランです。`}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Section
          title="ご登録情報"
          action={
            <Button component={RouterLink} to={paths.mypageProfile.getHref()} variant="outlined" size="small">
              プロフィールを編集する
            </Button>
          }
        >
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '8rem 1fr', rowGap: 1.25 }}>
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
                  {isPending ? (
                    <Skeleton width="60%" />
                  ) : (
                    value || (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        未登録
                      </Box>
                    )
                  )}
                </Typography>
              </Box>
            ))}
          </Box>
        </Section>

        <Section
          title="ご利用中のプラン"
          action={<Chip label={PLAN_LABELS[plan]} color={plan === 'standard' ? 'secondary' : 'primary'} />}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {PLAN_LABELS[plan]}でご利用いただける機能
          </Typography>
          <FeatureList items={includedFeatures(plan)} />
          <Box sx={{ mt: 2 }}>
            <PlanRequestStatus />
          </Box>
          {plan === 'free' && (
            <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
              <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
                スタンダードプランでは、さらに次の機能をご利用いただけます
              </Typography>
              <FeatureList items={standardAdditions()} added />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                会社名・利用人数・請求先をご入力いただくと、運営担当者が確認のうえ切り替えます。
              </Typography>
              <Button
                component={RouterLink}
                to={paths.mypagePlanRequest.getHref()}
                variant="contained"
                color="secondary"
                disableElevation
                sx={{ mt: 1.5 }}
              >
                スタンダードプランを申し込む
              </Button>
            </Box>
          )}
        </Section>
      </Box>

      <Box sx={{ mt: 3 }}>
        <Section
          title="保存した検索条件"
          action={
            <Button
              component={RouterLink}
              to={paths.mypageBookmarks.getHref()}
              variant="outlined"
              size="small"
            >
              ブックマークを見る
            </Button>
          }
        >
          <SavedSearchesSection />
        </Section>
      </Box>

      <Box sx={{ mt: 3 }}>
        <Section title="新着アラート">
          <SearchAlertsSection />
        </Section>
      </Box>

      <Box sx={{ mt: 3 }}>
        <Section title="セキュリティ（2段階認証）">
          <TwoFactorSection />
        </Section>
      </Box>

      <Box component="nav" aria-label="アカウントのメニュー" sx={{ mt: 4 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          メニュー
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
          <li>
            <Link component={RouterLink} to={paths.mypageProfile.getHref()}>
              プロフィールの確認・変更
            </Link>
          </li>
          <li>
            <Link component={RouterLink} to={paths.mypageBookmarks.getHref()}>
              ブックマーク
            </Link>
          </li>
          <li>
            <Link component={RouterLink} to={paths.mypageChangePassword.getHref()}>
              パスワードの変更
            </Link>
          </li>
          <li>
            <Link component={RouterLink} to={paths.contact.getHref()}>
              お問い合わせ
            </Link>
          </li>
        </Box>
      </Box>
    </>
  );
}
