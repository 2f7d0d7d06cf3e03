import Box from '@mui/material/Box';
import type { MaterialSummary } from '@app/contract/catalogue';
import { paths } from '../../../config/paths';
import { HighlightedText } from '../../../components/highlighted-text';
import { SnippetText } from './search/snippet-text';
import type { ListConfig } from './search/list-config';
import { DetailLink, joinShort } from './search/result-cells';
import { SearchListPage } from './search/search-list-page';
import { formatJaNumber } from '../../../lib/ja-number';

const MATERIALS: ListConfig<'materials'> = {
  kind: 'materials',
  title: '素材検索',
  description:
    '樹脂・フィラー・難燃剤・可塑剤などの素材を、名称・別名・CAS番号で探します。「PP」で「ポリプロピレン」も見つかります。',
  noun: '素材',
  placeholder: '例: PP、タルク、"リン系難燃剤"、9003-07-0',
  facets: [
    { facet: 'category', param: 'category', label: '素材の分類' },
    { facet: 'maker', param: 'maker', label: '使用製品のメーカー', advanced: true },
    { facet: 'applicant', param: 'applicant', label: '使用特許の出願人', advanced: true },
  ],
  sorts: [
    { value: 'relevance', label: '関連度順' },
    { value: 'name:asc', label: '素材名（昇順）' },
    { value: 'name:desc', label: '素材名（降順）' },
  ],
  propertyScope: 'product',
  propertyColumns: true,
  rangeNote: '素材の代表値で絞り込みます。単位は物性ごとに選べ、換算して比べます。',
  columns: [
    {
      key: 'name',
      label: '素材名',
      fixed: true,
      width: '34%',
      minWidth: '16rem',
      // The inner box is the column's floor on a phone (Chrome ignores min-width on cells), as for product
      // names: squeezed, the name broke 「ホモポリプロピレ/ン」.
      render: (item: MaterialSummary) => (
        <Box sx={{ minWidth: '10em' }}>
          <DetailLink to={paths.material.getHref(item.id)}>
            <HighlightedText text={item.name} ranges={item.titleHighlights} />
          </DetailLink>
          {item.nameEn && (
            <span style={{ marginLeft: 8, fontSize: '0.8125rem', color: 'rgba(0,0,0,0.6)' }}>
              {item.nameEn}
            </span>
          )}
          <SnippetText kind="materials" snippet={item.snippet} />
        </Box>
      ),
    },
    { key: 'category', label: '分類', defaultOn: true, render: (item) => item.categoryLabel },
    { key: 'cas', label: 'CAS番号', defaultOn: true, render: (item) => item.casNumber ?? '—' },
    { key: 'aliases', label: '別名', render: (item) => joinShort(item.aliases, 3) },
    {
      key: 'products',
      label: '使用製品数',
      align: 'right',
      defaultOn: true,
      render: (item) => `${formatJaNumber(item.productCount)}件`,
    },
  ],
  itemId: (item) => item.id,
  itemName: (item) => item.name,
  detailHref: (item) => paths.material.getHref(item.id),
  selectable: true,
  patentResults: true,
};

/** `/materials`: materials by name, synonym and CAS number, with their typical values. */
export function MaterialsPage() {
  return <SearchListPage config={MATERIALS} />;
}
