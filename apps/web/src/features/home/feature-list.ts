import type { SvgIconComponent } from '@mui/icons-material';
import AnalyticsOutlinedIcon from '@mui/icons-material/AnalyticsOutlined';
import AutoGraphOutlinedIcon from '@mui/icons-material/AutoGraphOutlined';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import RecommendOutlinedIcon from '@mui/icons-material/RecommendOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import { requiredLevelOf, type RequiredLevel } from '@app/contract/plans';
import { paths } from '../../config/paths';

export type FeatureCard = {
  title: string;
  description: string;
  to: string;
  level: RequiredLevel;
  /** What a visitor can try; shown on the chip of features open to everyone. */
  visitorNote?: string;
  /** Extra words for the chip of a gated feature (e.g. the free plan's quota). */
  planNote?: string;
  icon: SvgIconComponent;
};

/** The features of the service as the home page presents them, each gated by the entitlement table. */
export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    title: '特許検索',
    description:
      'キーワード（AND・OR・除外・項目指定）、出願人・IPC・テーマコード・出願年の絞り込みで特許を探し、実施例の表まで読めます。',
    to: paths.patents.getHref(),
    level: requiredLevelOf('listAndKeywordSearch'),
    visitorNote: 'ゲストも検索可（3ページまで）',
    icon: ManageSearchIcon,
  },
  {
    title: '製品検索',
    description: '市販グレードをメーカー・カテゴリで絞り込み、データシートの物性値を並べて比べられます。',
    to: paths.products.getHref(),
    level: requiredLevelOf('listAndKeywordSearch'),
    visitorNote: 'ゲストも検索可（物性値は無料登録後）',
    icon: CategoryOutlinedIcon,
  },
  {
    title: '素材検索',
    description: '樹脂・フィラー・添加剤を名称・別名・CAS番号で探し、使われている製品や特許へたどれます。',
    to: paths.materials.getHref(),
    level: requiredLevelOf('listAndKeywordSearch'),
    visitorNote: 'ゲストも検索可（3ページまで）',
    icon: ScienceOutlinedIcon,
  },
  {
    title: '物性範囲検索・CSV出力',
    description:
      '「曲げ弾性率 2 GPa 以上」のような物性範囲や物性値順の並べ替えで絞り込み、結果をCSVで持ち出せます。',
    to: paths.products.getHref(),
    level: requiredLevelOf('advancedSearch'),
    icon: TuneOutlinedIcon,
  },
  {
    title: '順解析・逆解析による製品探索',
    description: '実施例データから配合と物性の関係を学習し、物性の予測や、目標を満たす配合の提案を行います。',
    to: paths.exploreNew.getHref(),
    level: requiredLevelOf('exploration'),
    icon: AutoGraphOutlinedIcon,
  },
  {
    title: '製品レコメンド',
    description: '用途や物性の要件から、条件に合う市販製品を適合度と理由つきで提案します。',
    to: paths.productRecommend.getHref(),
    level: requiredLevelOf('recommendation'),
    planNote: '無料は上位3件',
    icon: RecommendOutlinedIcon,
  },
  {
    title: '大量実施例特許の分析',
    description: '実施例の多い特許について、物性の分布・相関や、実施例と比較例を分ける要因を分析します。',
    to: paths.analyzedPatents.getHref(),
    level: requiredLevelOf('largePatentAnalysis'),
    icon: AnalyticsOutlinedIcon,
  },
  {
    title: '特許・実施例の可視化',
    description: '特許の技術マップや出願動向、実施例の物性の散布図をグラフで表示します。',
    to: paths.visualizedPatents.getHref(),
    level: requiredLevelOf('visualisation'),
    visitorNote: 'ゲストはサンプル表示',
    icon: InsightsOutlinedIcon,
  },
  {
    title: 'ブックマーク',
    description: '気になる素材・製品・特許・実施例を保存し、フォルダとメモで整理できます。',
    to: paths.mypageBookmarks.getHref(),
    level: requiredLevelOf('bookmarks'),
    icon: BookmarksOutlinedIcon,
  },
  {
    title: 'チュートリアル',
    description: '検索から分析まで、使い方を順にご説明します。はじめての方はこちらから。',
    to: paths.tutorial.getHref(),
    level: 'none',
    visitorNote: 'どなたでも',
    icon: SchoolOutlinedIcon,
  },
];

/** The chip text: what a visitor can do, or which plan the feature needs. */
export function chipLabelOf(card: FeatureCard): string {
  if (card.level === 'none') return card.visitorNote ?? 'ゲストも利用可';
  const base = card.level === 'free' ? '要無料登録' : 'スタンダードプラン';
  return card.planNote ? `${base}（${card.planNote}）` : base;
}
