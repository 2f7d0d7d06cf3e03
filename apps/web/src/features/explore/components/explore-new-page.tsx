import { useSearchParams } from 'react-router';
import { requiredLevelOf, satisfies } from '@app/contract/plans';
import { PageHeading } from '../../../components/page-heading';
import { PlanRequiredNotice } from '../../../components/plan-required-notice';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';
import { accessLevel, useSession } from '../../../lib/session';
import { initialFromSearch } from '../utils/initial-from-search';
import { ExploreForm } from './form/explore-form';

const LEVEL = requiredLevelOf('exploration');

const LINKS = [
  { to: paths.exploreProducts.getHref(), label: '製品探索の一覧' },
  { to: paths.exploreNewInverse.getHref(), label: '逆解析を始める', level: LEVEL },
];

/** /explore-products/new: start a forward analysis (standard plan). */
export function ExploreNewPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const allowed = satisfies(accessLevel(session), LEVEL);
  return (
    <>
      <PageHeading
        title="順解析による製品探索"
        description="実施例のデータから配合と物性の関係を学習し、物性を予測するモデルを作ります。精度（R²・RMSE・予測区間の当たり具合）を確かめたうえで、入力した配合の物性を予測できます。"
      />
      <PlanRequiredNotice level={LEVEL} to={paths.exploreNew.getHref()} />
      {allowed && <ExploreForm kind="forward" initial={initialFromSearch(search)} />}
      <RelatedLinks links={LINKS} />
    </>
  );
}
