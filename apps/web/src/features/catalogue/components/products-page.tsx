import Box from '@mui/material/Box';
import type { ProductSummary } from '@app/contract/catalogue';
import { paths } from '../../../config/paths';
import { CompanyName } from '../../../components/company-name';
import { WholeWords } from '../../../components/whole-words';
import { HighlightedText } from '../../../components/highlighted-text';
import { SnippetText } from './search/snippet-text';
import type { ListConfig } from './search/list-config';
import { DetailLink, joinShort } from './search/result-cells';
import { SearchListPage } from './search/search-list-page';

const STATUS_LABELS: Record<string, string> = { active: '販売中', discontinued: '販売終了' };

const PRODUCTS: ListConfig<'products'> = {
  kind: 'products',
  title: '製品検索',
  description:
    '市販グレードを、製品名・メーカー・用途・特長のキーワード、カテゴリやメーカーの絞り込み、物性値の範囲で探します。',
  noun: '製品',
  placeholder: '例: ポリプロピレン タルク、"ガラス繊維強化" -難燃、maker:岬野',
  facets: [
    { facet: 'category', param: 'category', label: 'カテゴリ' },
    { facet: 'maker', param: 'maker', label: 'メーカー' },
    { facet: 'status', param: 'status', label: '販売状況' },
    { facet: 'material', param: 'material', label: '使用素材', advanced: true },
    { facet: 'inPatents', param: 'inPatents', label: '特許での記載', advanced: true, boolean: true },
  ],
  sorts: [
    { value: 'relevance', label: '関連度順' },
    { value: 'name:asc', label: '製品名（昇順）' },
    { value: 'name:desc', label: '製品名（降順）' },
  ],
  propertyScope: 'product',
  propertyColumns: true,
  rangeNote: 'データシートの値で絞り込みます。単位は物性ごとに選べ、換算して比べます。',
  columns: [
    {
      key: 'name',
      label: '製品名',
      fixed: true,
      width: '34%',
      minWidth: '16rem',
      // The inner box is the column's floor on a phone (Chrome ignores min-width on cells): squeezed beside
      // the other columns the name went 4–5 characters a line (「アイナク/リスタ/NA9800」).
      render: (item: ProductSummary) => (
        <Box sx={{ minWidth: '10em' }}>
          <DetailLink to={paths.product.getHref(item.id)}>
            <HighlightedText text={item.name} ranges={item.titleHighlights} />
          </DetailLink>
          <SnippetText kind="products" snippet={item.snippet} />
        </Box>
      ),
    },
    {
      key: 'maker',
      label: 'メーカー',
      defaultOn: true,
      minWidth: '8rem',
      // Its floor is the name's own width (CompanyName): at 1366 px the column went 6 characters a line.
      render: (item) => <CompanyName name={item.maker.name} />,
    },
    {
      key: 'category',
      label: 'カテゴリ',
      defaultOn: true,
      minWidth: '8rem',
      // Each word whole, the words of a long katakana name too (「ポリプロピレン/コンパウンド」).
      render: (item) => <WholeWords text={item.category.name} />,
    },
    {
      key: 'materials',
      label: '主な素材',
      render: (item) =>
        joinShort(
          item.materials.map((material) => material.name),
          2,
        ),
    },
    { key: 'applications', label: '用途', render: (item) => joinShort(item.applications, 2) },
    { key: 'features', label: '特長', render: (item) => joinShort(item.features, 3) },
    { key: 'grade', label: 'グレード', render: (item) => item.grade ?? '—' },
    {
      key: 'status',
      label: '販売状況',
      render: (item) => (
        <Box component="span" sx={{ color: item.status === 'active' ? 'text.primary' : 'text.secondary' }}>
          {STATUS_LABELS[item.status] ?? item.status}
        </Box>
      ),
    },
  ],
  itemId: (item) => item.id,
  itemName: (item) => item.name,
  detailHref: (item) => paths.product.getHref(item.id),
  selectable: true,
  patentResults: true,
};

/** `/products`: the grade search an engineer used to MatWeb/CAMPUS expects. */
export function ProductsPage() {
  return <SearchListPage config={PRODUCTS} />;
}
