import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { requiredLevelOf } from '@app/contract/plans';
import { GatedButton, GatedLink } from '../../../components/gated-link';
import { HighlightedText } from '../../../components/highlighted-text';
import { paths } from '../../../config/paths';
import { accessLevel, useSession } from '../../../lib/session';
import { useTutorialSearch } from '../api/get-tutorial-examples';
import { Lead, LiveExample } from './live-example';
import { formatJaNumber } from '../../../lib/ja-number';

/** The keyword every live example of the search steps uses: a resin the demo catalogue is full of. */
const EXAMPLE_KEYWORD = 'ポリプロピレン';
const FLEX_MODULUS = 'prop-flexural-modulus';
export function StartStep({ open }: { open: boolean }) {
  const query = { q: EXAMPLE_KEYWORD, pageSize: '1' };
  const patents = useTutorialSearch('patents', query, open);
  const products = useTutorialSearch('products', query, open);
  const materials = useTutorialSearch('materials', query, open);
  const all = [
    { label: '特許', result: patents, href: paths.patents.getHref(EXAMPLE_KEYWORD) },
    { label: '製品', result: products, href: paths.products.getHref(EXAMPLE_KEYWORD) },
    { label: '素材', result: materials, href: paths.materials.getHref(EXAMPLE_KEYWORD) },
  ];
  return (
    <>
      <Lead>
        トップページの検索窓で「特許・素材・製品」のどれを探すか選び、キーワードを入れて検索します。画面上部の検索窓は特許検索の近道です。
        同じキーワードでも、特許・製品・素材それぞれの一覧で件数や絞り込みが変わります。
      </Lead>
      <LiveExample
        title={`「${EXAMPLE_KEYWORD}」を3つの一覧で検索`}
        loading={all.some((item) => item.result.isPending)}
        failed={all.some((item) => item.result.isError)}
        minHeight={96}
      >
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {all.map((item) => (
            <li key={item.label}>
              {item.label}: <strong>{formatJaNumber(item.result.data?.total ?? 0)}件</strong>{' '}
              <GatedLink to={item.href}>{item.label}検索で開く</GatedLink>
            </li>
          ))}
        </Box>
      </LiveExample>
    </>
  );
}

const SYNTAX_EXAMPLE = `${EXAMPLE_KEYWORD} 自動車 -フィルム`;
const SYNTAX_ROWS = [
  { q: 'ポリプロピレン タルク', text: 'スペース区切りはすべてを含む（AND）' },
  { q: 'PBT OR PET', text: 'OR または | はどちらかを含む' },
  { q: 'ポリアミド -難燃', text: '先頭の - はその語を含まない' },
  { q: '"ガラス繊維強化"', text: '"…" は語順どおりのフレーズ' },
  { q: 'claims:曲げ弾性率', text: 'title: abstract: claims: applicant: ipc: theme: で項目を指定' },
];

export function SyntaxStep({ open }: { open: boolean }) {
  const result = useTutorialSearch('patents', { q: SYNTAX_EXAMPLE, pageSize: '3' }, open);
  return (
    <>
      <Lead>
        検索式はJ-PlatPatに近い書き方です。全角・半角、大文字・小文字、長音の違いは区別せず、素材名は同義語（PP
        → ポリプロピレン、polypropylene）でも探します。出願人は表記ゆれをまとめて（名寄せして）検索します。
      </Lead>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, mb: 1 }}>
        {SYNTAX_ROWS.map((row) => (
          <li key={row.q}>
            <GatedLink to={paths.patents.getHref(row.q)} sx={{ fontFamily: 'monospace' }}>
              {row.q}
            </GatedLink>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {row.text}
            </Typography>
          </li>
        ))}
      </Box>
      <LiveExample
        title={`特許検索「${SYNTAX_EXAMPLE}」の上位3件`}
        loading={result.isPending}
        failed={result.isError}
      >
        {result.data && (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              全 <strong>{formatJaNumber(result.data.total)}件</strong>。一致した語は黄色で示されます。
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
              {result.data.items.map((patent) => (
                <li key={patent.id}>
                  <GatedLink to={paths.patent.getHref(patent.id)} level={requiredLevelOf('detailPages')}>
                    <HighlightedText text={patent.title} ranges={patent.titleHighlights} />
                  </GatedLink>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                    {patent.publicationNumber}・
                    {patent.applicants.map((applicant) => applicant.name).join('、')}
                  </Typography>
                  {patent.snippet && (
                    <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.8125rem' }}>
                      <HighlightedText
                        text={patent.snippet.text.slice(0, 140)}
                        ranges={patent.snippet.highlights}
                      />
                      {patent.snippet.text.length > 140 && '…'}
                    </Typography>
                  )}
                </li>
              ))}
            </Box>
            <GatedLink to={paths.patents.getHref(SYNTAX_EXAMPLE)}>この検索を特許検索で開く</GatedLink>
          </>
        )}
      </LiveExample>
    </>
  );
}

export function FacetStep({ open }: { open: boolean }) {
  const result = useTutorialSearch('products', { q: EXAMPLE_KEYWORD, pageSize: '1' }, open);
  const makers = result.data?.facets.maker?.slice(0, 5) ?? [];
  const categories = result.data?.facets.category?.slice(0, 3) ?? [];
  const href = (param: string, value: string) =>
    `${paths.products.getHref(EXAMPLE_KEYWORD)}&${new URLSearchParams({ [param]: value }).toString()}`;
  return (
    <>
      <Lead>
        一覧の左側の「絞り込み」には、いまの検索結果の内訳が件数つきで並びます。チェックを入れると件数の多い順に絞り込め、
        URLに条件が残るので、そのまま共有やブラウザの「戻る」ができます。
      </Lead>
      <LiveExample
        title={`製品検索「${EXAMPLE_KEYWORD}」の絞り込み（メーカー上位5社とカテゴリ）`}
        loading={result.isPending}
        failed={result.isError}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <Box>
            <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
              メーカー
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {makers.map((maker) => (
                <li key={maker.value}>
                  <GatedLink to={href('maker', maker.value)}>{maker.label}</GatedLink>（
                  {formatJaNumber(maker.count)}
                  件）
                </li>
              ))}
            </Box>
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
              カテゴリ
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {categories.map((category) => (
                <li key={category.value}>
                  <GatedLink to={href('category', category.value)}>{category.label}</GatedLink>（
                  {formatJaNumber(category.count)}件）
                </li>
              ))}
            </Box>
          </Box>
        </Box>
      </LiveExample>
    </>
  );
}

export function RangeStep({ open }: { open: boolean }) {
  const standard = accessLevel(useSession()) === 'standard';
  const prop = `${FLEX_MODULUS}:2::GPa`;
  const target = `${paths.products.getHref(EXAMPLE_KEYWORD)}&${new URLSearchParams({
    prop,
    sort: `property:${FLEX_MODULUS}:desc`,
  }).toString()}`;
  // The API answers range searches for the standard plan only; others see the explanation and the gate.
  const result = useTutorialSearch('products', { q: EXAMPLE_KEYWORD, prop, pageSize: '1' }, open && standard);
  return (
    <>
      <Lead>
        「物性範囲」では、物性を選んで下限・上限と単位を入れます（例: 曲げ弾性率 2 GPa
        以上）。単位は物性ごとに選べ、MPa と GPa、℃ と K
        のように換算して比べます。条件はいくつでも重ねられ、物性値の大きい順・小さい順にも並べ替えられます。
        特許検索では、実施例・比較例のどれか1つが条件を満たす特許を探します。
      </Lead>
      {standard ? (
        <LiveExample
          title={`製品検索「${EXAMPLE_KEYWORD}」× 曲げ弾性率 ≥ 2 GPa`}
          loading={result.isPending}
          failed={result.isError}
          minHeight={64}
        >
          <Typography variant="body2">
            条件を満たす製品は <strong>{formatJaNumber(result.data?.total ?? 0)}件</strong>です。{' '}
            <GatedLink to={target}>曲げ弾性率の大きい順で開く</GatedLink>
          </Typography>
        </LiveExample>
      ) : (
        <Box sx={{ my: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            物性範囲での絞り込み、物性値での並べ替え、4ページ目以降の表示はスタンダードプランの機能です。
          </Typography>
          <GatedButton to={target} level={requiredLevelOf('advancedSearch')} variant="outlined" size="small">
            曲げ弾性率 2 GPa 以上の製品を見る
          </GatedButton>
        </Box>
      )}
    </>
  );
}
