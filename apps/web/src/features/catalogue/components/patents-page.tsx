import type { PatentSummary } from '@app/contract/catalogue';
import { paths } from '../../../config/paths';
import { CompanyNames } from '../../../components/company-name';
import { HighlightedText } from '../../../components/highlighted-text';
import { MatchedExamplesNote } from './matched/matched-examples-note';
import { exampleFilterQuery, withExampleFilters } from './matched/example-filters';
import { useExampleFilters } from './matched/use-example-filters';
import { SnippetText } from './search/snippet-text';
import type { ListConfig } from './search/list-config';
import { applicantNames, DetailLink, joinShort } from './search/result-cells';
import { RESULT_CLASSES } from './search/results-table-sheet';
import { SearchListPage } from './search/search-list-page';

const PATENTS: ListConfig<'patents'> = {
  kind: 'patents',
  title: '特許検索',
  description:
    '特許・公開公報を、キーワード（名称・要約・請求項）、出願人（名寄せ済み）、IPC・テーマコード、出願年で検索します。実施例・比較例の物性値でも絞り込めます。',
  noun: '特許',
  placeholder: '例: ポリプロピレン 自動車 -フィルム、claims:曲げ弾性率、applicant:椿山',
  facets: [
    { facet: 'applicant', param: 'applicant', label: '出願人' },
    { facet: 'ipc', param: 'ipc', label: 'IPC（サブクラス）' },
    { facet: 'ipcGroup', param: 'ipc', label: 'IPC（メイングループ）' },
    { facet: 'theme', param: 'theme', label: 'テーマコード' },
    { facet: 'year', param: 'year', label: '出願年', order: 'value-desc' },
    { facet: 'legalStatus', param: 'legalStatus', label: '法的状態' },
    { facet: 'material', param: 'material', label: '実施例の使用素材', advanced: true },
  ],
  sorts: [
    { value: 'relevance', label: '関連度順' },
    { value: 'date:desc', label: '出願日（新しい順）' },
    { value: 'date:asc', label: '出願日（古い順）' },
  ],
  propertyScope: 'example',
  propertyColumns: false,
  rangeNote: '実施例・比較例の測定値で絞り込みます（どれか1つの例が条件をすべて満たす特許）。',
  columns: [
    {
      key: 'publicationNumber',
      label: '公報番号',
      fixed: true,
      width: '9rem',
      render: (item: PatentSummary) => (
        <span className={RESULT_CLASSES.number}>{item.publicationNumber}</span>
      ),
    },
    {
      key: 'title',
      label: '発明の名称',
      fixed: true,
      // No width: the one column that takes what the others leave (at 1366 px a share of 42 % left the
      // applicant 88 px, a company name every 4–5 characters). Its floor is the inner box's min-width (Chrome
      // ignores min-width on cells), so on a phone it is not a column of 4 characters either.
      render: (item) => <PatentTitle item={item} />,
    },
    {
      key: 'applicants',
      label: '出願人',
      defaultOn: true,
      minWidth: '9.5rem',
      // Each name's own part and legal form stay whole (CompanyName), which is also the column's floor: on a
      // phone a name went 4–5 characters a line (「白鳥ヶ丘化/成工業株式/会社」).
      render: (item) => <CompanyNames names={applicantNames(item.applicants)} max={2} />,
    },
    {
      key: 'applicationDate',
      label: '出願日',
      defaultOn: true,
      width: '7rem',
      render: (item) => <div className={RESULT_CLASSES.nowrap}>{item.applicationDate ?? '—'}</div>,
    },
    {
      key: 'publicationDate',
      label: '公開日',
      width: '7rem',
      render: (item) => <div className={RESULT_CLASSES.nowrap}>{item.publicationDate ?? '—'}</div>,
    },
    { key: 'ipc', label: 'IPC', render: (item) => joinShort(item.ipc, 2) },
    { key: 'themes', label: 'テーマ', render: (item) => joinShort(item.themes, 2) },
    {
      key: 'legalStatus',
      label: '状態',
      defaultOn: true,
      width: '7rem',
      render: (item) => item.legalStatusLabel,
    },
    {
      key: 'examples',
      label: '実施例',
      align: 'right',
      defaultOn: true,
      width: '5.5rem',
      render: (item) => `${item.exampleCount}件`,
    },
    { key: 'claims', label: '請求項', align: 'right', render: (item) => `${item.claimCount}項` },
  ],
  itemId: (item) => item.id,
  itemName: (item) => item.title,
  detailHref: (item) => paths.patent.getHref(item.id),
  detailQuery: exampleFilterQuery,
  selectable: false,
  patentResults: false,
};

/**
 * The title cell: the link to the detail page carries the list's example filters (the page then marks the
 * examples that matched), the snippet says why the text matched, the note which examples did.
 */
function PatentTitle({ item }: { item: PatentSummary }) {
  const filters = useExampleFilters();
  return (
    <div className={RESULT_CLASSES.title}>
      <DetailLink to={withExampleFilters(paths.patent.getHref(item.id), filters)}>
        <HighlightedText text={item.title} ranges={item.titleHighlights} />
      </DetailLink>
      <SnippetText kind="patents" snippet={item.snippet} />
      <MatchedExamplesNote entries={item.matchedExamples} />
    </div>
  );
}

/** `/patents`: the search a patent searcher used to J-PlatPat or Patentfield expects. */
export function PatentsPage() {
  return <SearchListPage config={PATENTS} />;
}
