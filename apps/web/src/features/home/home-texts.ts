/**
 * The words of the home page's opening section, in one place: the page renders them, and the build writes
 * them into the static first view of `/` (build/first-view-plugin.ts) that is painted before the JavaScript.
 * Plain strings only (no markup): this module also runs in the build.
 */
export const HOME_TITLE = '特許・素材・製品を、実施例のデータまで横断して探す';
export const HOME_LEAD =
  '素材特許ナビは、製造業の研究・開発・営業の方のための技術情報サービスです。特許の実施例・比較例に書かれた配合と物性を、素材や市販製品と結びつけて検索・分析できます。';
