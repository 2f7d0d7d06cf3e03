import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { requiredLevelOf, type Capability } from '@app/contract/plans';
import { GatedButton, GatedLink } from '../../../components/gated-link';
import { paths } from '../../../config/paths';
import { useTutorialSearch } from '../api/get-tutorial-examples';
import { Lead, LiveExample } from './live-example';
import { PlanTable } from './plan-table';

const DETAIL = requiredLevelOf('detailPages');

export function DetailStep({ open }: { open: boolean }) {
  const result = useTutorialSearch(
    'patents',
    { q: 'claims:曲げ弾性率', pageSize: '1', sort: 'date:desc' },
    open,
  );
  const patent = result.data?.items[0];
  return (
    <>
      <Lead>
        一覧の名称をクリックすると詳細ページが開きます。特許では書誌・要約・請求項（数値範囲に印）と、実施例・比較例の
        配合と物性の表が読めます。実施例からは使われた素材・製品へ、製品からはメーカーや記載のある特許へたどれます。
        詳細ページは無料会員登録でご覧いただけます（ゲストがクリックすると登録画面に進み、登録後に元のページへ戻ります）。
      </Lead>
      <LiveExample
        title="請求項に「曲げ弾性率」を含む最新の特許"
        loading={result.isPending}
        failed={result.isError}
        minHeight={72}
      >
        {patent ? (
          <Typography variant="body2">
            {patent.publicationNumber}{' '}
            <GatedLink to={paths.patent.getHref(patent.id)} level={DETAIL}>
              {patent.title}
            </GatedLink>
            （出願 {patent.applicationDate ?? '—'}、実施例 {patent.exampleCount}件、請求項 {patent.claimCount}
            項）
          </Typography>
        ) : (
          <Typography variant="body2">該当する特許がありません。</Typography>
        )}
      </LiveExample>
    </>
  );
}

export function OrganizeStep() {
  return (
    <>
      <Lead>
        製品・素材の一覧では、行の「比較」に2〜5件チェックを入れて並べて比べられます。気になる特許・製品・実施例は詳細ページから
        ブックマークに保存し、マイページでフォルダとメモで整理できます。一覧の「表示項目」で列を選ぶと、この端末に記憶されます。
        検索結果のCSV出力はスタンダードプランの機能です。
      </Lead>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <GatedButton to={paths.products.getHref()} variant="outlined" size="small">
          製品検索で比較を試す
        </GatedButton>
        <GatedButton
          to={paths.mypageBookmarks.getHref()}
          level={requiredLevelOf('bookmarks')}
          variant="outlined"
          size="small"
        >
          ブックマークを開く
        </GatedButton>
      </Box>
    </>
  );
}

const ANALYSES: { label: string; text: string; to: string; capability: Capability }[] = [
  {
    label: '製品探索（順解析・逆解析）',
    text: '実施例の配合と物性から予測モデルを作り、配合から物性を予測したり、目標物性を満たす配合を提案したりします。',
    to: paths.exploreProducts.getHref(),
    capability: 'exploration',
  },
  {
    label: '製品レコメンド',
    text: '用途や物性の要件から、条件に合う市販製品を適合度と理由つきで提案します。',
    to: paths.productRecommend.getHref(),
    capability: 'recommendation',
  },
  {
    label: '特許・実施例の可視化',
    text: '出願動向や技術マップ、実施例の物性の散布図をグラフで見られます。',
    to: paths.visualizedPatents.getHref(),
    capability: 'visualisation',
  },
  {
    label: '大量実施例特許の分析',
    text: '実施例の多い特許で、物性の分布・相関や、実施例と比較例を分ける要因を調べます。',
    to: paths.analyzedPatents.getHref(),
    capability: 'largePatentAnalysis',
  },
];

export function AnalysisStep() {
  return (
    <>
      <Lead>検索で集めた実施例のデータは、分析の機能でそのまま使えます。</Lead>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {ANALYSES.map((item) => (
          <Box
            component="li"
            key={item.label}
            sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Box sx={{ flex: '1 1 24rem' }}>
              <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
                {item.label}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {item.text}
              </Typography>
            </Box>
            <GatedButton
              to={item.to}
              level={requiredLevelOf(item.capability)}
              variant="outlined"
              size="small"
              aria-label={`${item.label}を開く`}
            >
              開く
            </GatedButton>
          </Box>
        ))}
      </Box>
    </>
  );
}

export function PlanStep() {
  return (
    <>
      <Lead>
        ゲストでも一覧とキーワード検索を試せます（3ページまで）。無料会員登録で詳細ページと物性値が見られ、スタンダードプランで
        物性範囲検索・全ページの閲覧・CSV出力・製品探索などすべての機能が使えます。使えない機能のボタンを押すと、登録または
        プランのご案内が表示されます。
      </Lead>
      <PlanTable />
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <GatedButton to={paths.mypage.getHref()} level="free" variant="contained" size="small">
          無料会員登録・マイページ
        </GatedButton>
        <GatedButton to={paths.contact.getHref('upgrade')} variant="outlined" size="small">
          スタンダードプランのお問い合わせ
        </GatedButton>
      </Box>
    </>
  );
}
