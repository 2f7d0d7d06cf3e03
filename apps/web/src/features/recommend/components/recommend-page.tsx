import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLAN_LIMITS } from '@app/contract/plans';
import type { RecommendFormValues } from '@app/contract/recommendation';
import { PageHeading } from '../../../components/page-heading';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';
import { accessLevel, useSession } from '../../../lib/session';
import { useProductCategories, useProductPropertyDefs } from '../api/get-form-options';
import { DEFAULT_FORM, fromSearchParams, toSearchParams } from '../utils/recommend-query';
import { RecommendForm } from './recommend-form';

const LINKS = [{ to: paths.products.getHref(), label: '製品検索' }];

export function RecommendPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fromUrl = useMemo(() => fromSearchParams(search), [search]);
  const defs = useProductPropertyDefs();
  const categories = useProductCategories();

  const submit = (values: RecommendFormValues) => {
    void navigate(`${paths.productRecommendResult.getHref()}?${toSearchParams(values).toString()}`);
  };

  let body;
  if (defs.isPending || categories.isPending) {
    body = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 4 }} role="status">
        <CircularProgress size={24} />
        <Typography>物性とカテゴリの一覧を読み込んでいます…</Typography>
      </Stack>
    );
  } else if (defs.isError || categories.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              void defs.refetch();
              void categories.refetch();
            }}
          >
            再読み込み
          </Button>
        }
      >
        物性とカテゴリの一覧を読み込めませんでした。通信状態を確認して、もう一度お試しください。
      </Alert>
    );
  } else if (defs.data.items.every((def) => def.count === 0)) {
    body = (
      <Alert severity="info">
        物性値の登録された製品がまだありません。データを取り込むと、ここで製品をレコメンドできます。
      </Alert>
    );
  } else {
    body = (
      <RecommendForm
        initial={fromUrl ?? DEFAULT_FORM}
        fromUrl={fromUrl !== null}
        defs={defs.data.items}
        categories={categories.data.items}
        onSubmit={submit}
      />
    );
  }

  return (
    <>
      <PageHeading
        title="製品レコメンド"
        description="用途のキーワード、カテゴリ、物性の要件と重み付けを入力し、条件に合う市販製品を適合度スコア（0〜100）と理由つきで探します。"
      />
      {accessLevel(session) === 'free' && (
        <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
          フリープランでは上位{PLAN_LIMITS.freeRecommendationResults}
          件まで表示します。すべての結果はスタンダードプランでご覧いただけます。
        </Alert>
      )}
      {body}
      <RelatedLinks links={LINKS} />
    </>
  );
}
