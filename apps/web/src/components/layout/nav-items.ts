import type { SvgIconComponent } from '@mui/icons-material';
import AnalyticsOutlinedIcon from '@mui/icons-material/AnalyticsOutlined';
import AutoGraphOutlinedIcon from '@mui/icons-material/AutoGraphOutlined';
import BiotechOutlinedIcon from '@mui/icons-material/BiotechOutlined';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import BubbleChartOutlinedIcon from '@mui/icons-material/BubbleChartOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import RecommendOutlinedIcon from '@mui/icons-material/RecommendOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import { requiredLevelOf, type RequiredLevel } from '@app/contract/plans';
import { paths } from '../../config/paths';

export type NavItem = { label: string; to: string; level: RequiredLevel; icon: SvgIconComponent };
export type NavSection = { title: string; items: readonly NavItem[] };

/** The navigation drawer: every feature, with the level its link is gated at (docs/spec/sessions-and-accounts.md). */
export const NAV_SECTIONS: readonly NavSection[] = [
  {
    title: '検索',
    items: [
      { label: 'ホーム', to: paths.home.getHref(), level: 'none', icon: HomeOutlinedIcon },
      {
        label: '特許検索',
        to: paths.patents.getHref(),
        level: requiredLevelOf('listAndKeywordSearch'),
        icon: DescriptionOutlinedIcon,
      },
      {
        label: '素材検索',
        to: paths.materials.getHref(),
        level: requiredLevelOf('listAndKeywordSearch'),
        icon: ScienceOutlinedIcon,
      },
      {
        label: '製品検索',
        to: paths.products.getHref(),
        level: requiredLevelOf('listAndKeywordSearch'),
        icon: Inventory2OutlinedIcon,
      },
      {
        label: '実施例検索',
        to: paths.examples.getHref(),
        level: requiredLevelOf('listAndKeywordSearch'),
        icon: FactCheckOutlinedIcon,
      },
    ],
  },
  {
    title: '分析',
    items: [
      {
        label: '製品探索（一覧）',
        to: paths.exploreProducts.getHref(),
        level: requiredLevelOf('listAndKeywordSearch'),
        icon: TravelExploreOutlinedIcon,
      },
      {
        label: '順解析を始める',
        to: paths.exploreNew.getHref(),
        level: requiredLevelOf('exploration'),
        icon: AutoGraphOutlinedIcon,
      },
      {
        label: '逆解析を始める',
        to: paths.exploreNewInverse.getHref(),
        level: requiredLevelOf('exploration'),
        icon: BiotechOutlinedIcon,
      },
      {
        label: '製品レコメンド',
        to: paths.productRecommend.getHref(),
        level: requiredLevelOf('recommendation'),
        icon: RecommendOutlinedIcon,
      },
      {
        label: '大量実施例特許の分析',
        to: paths.analyzedPatents.getHref(),
        level: requiredLevelOf('largePatentAnalysis'),
        icon: AnalyticsOutlinedIcon,
      },
      {
        label: '特許の可視化',
        to: paths.visualizedPatents.getHref(),
        level: requiredLevelOf('visualisation'),
        icon: InsightsOutlinedIcon,
      },
      {
        label: '実施例の可視化',
        to: paths.visualizedExamples.getHref(),
        level: requiredLevelOf('visualisation'),
        icon: BubbleChartOutlinedIcon,
      },
    ],
  },
  {
    title: 'その他',
    items: [
      {
        label: 'ブックマーク',
        to: paths.mypageBookmarks.getHref(),
        level: requiredLevelOf('bookmarks'),
        icon: BookmarksOutlinedIcon,
      },
      { label: 'チュートリアル', to: paths.tutorial.getHref(), level: 'none', icon: SchoolOutlinedIcon },
      { label: 'お問い合わせ', to: paths.contact.getHref(), level: 'none', icon: MailOutlinedIcon },
    ],
  },
];

/** Short chip text for a level: what a visitor needs to use the link. */
export const LEVEL_LABEL: Record<RequiredLevel, string | null> = {
  none: null,
  free: '要無料登録',
  standard: 'スタンダードプラン',
};
