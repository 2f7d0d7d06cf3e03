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
  { to: paths.exploreNew.getHref(), label: '順解析を始める', level: LEVEL },
];

/** /explore-products/new-inverse: start an inverse analysis (standard plan). */
export function ExploreNewInversePage() {
  const session = useSession();
  const [search] = useSearchParams();
  const allowed = satisfies(accessLevel(session), LEVEL);
  return (
    <>
      <PageHeading
        title="逆解析による製品探索"
        description="目標とする物性（最大化・最小化・目標値・範囲）と配合の制約から、条件を満たす配合の候補を順位つきで提案します。候補ごとに、近い実在の実施例と、請求範囲に入るおそれのある特許も示します。"
      />
      <PlanRequiredNotice level={LEVEL} to={paths.exploreNewInverse.getHref()} />
      {allowed && <ExploreForm kind="inverse" initial={initialFromSearch(search)} />}
      <RelatedLinks links={LINKS} />
    </>
  );
}
