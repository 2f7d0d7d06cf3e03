import { requiredLevelOf } from '@app/contract/plans';
import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';
import { KeywordNote } from './keyword-note';

const LINKS = [
  { to: paths.visualizedPatents.getHref(), label: '特許の可視化', level: requiredLevelOf('visualisation') },
  {
    to: paths.analyzedPatents.getHref(),
    label: '大量実施例特許の分析',
    level: requiredLevelOf('largePatentAnalysis'),
  },
];

const FEATURES = [
  'タイトル・要約・請求項のキーワード検索（部分一致）',
  '出願人・IPC・テーマコード・出願年での絞り込み',
  '実施例の物性値による検索（スタンダードプラン）',
];

export function PatentsPage() {
  return (
    <>
      <PageHeading
        title="特許検索"
        description="特許・公開公報を、キーワード、出願人、IPC・テーマコード、出願日で検索します。実施例・比較例の物性値でも探せます。"
      />
      <KeywordNote />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
