import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { CompositionView, ExampleSummary } from '@app/contract/catalogue';
import { CompanyNames } from '../../../components/company-name';
import { PhraseText } from '../../../components/phrase-text';
import { paths } from '../../../config/paths';
import { SnippetText } from './search/snippet-text';
import type { ListConfig } from './search/list-config';
import { DetailLink } from './search/result-cells';
import { SearchListPage } from './search/search-list-page';

const AMOUNT = new Intl.NumberFormat('ja-JP', { maximumSignificantDigits: 4 });

/** The amount of one ingredient as a recipe reads it: 「70 質量部」, 「残部」; null when none is given. */
function amountText(row: CompositionView): string | null {
  if (row.balance) return '残部';
  if (row.amount === null) return null;
  return `${AMOUNT.format(row.amount)}${row.unit ? ` ${row.unit}` : ''}`;
}

/*
 * Smallest widths of the title and composition text. On a phone the table is narrower than its columns and
 * each squeezed to its content's smallest width: the title went 7 characters a line, breaking
 * 「ポリプ/ロピレン」. Room for a katakana name of 11 characters (ポリプロピレン系, ブロックポリプロピレン)
 * lets the lines break between phrases; the table scrolls sideways as it already does on a phone.
 */
const TITLE_MIN_WIDTH = '11em';
const COMPOSITION_MIN_WIDTH = '11em';

/** The first ingredients of a composition, one per line, and how many more there are. */
function CompositionCell({ composition }: { composition: readonly CompositionView[] }) {
  if (composition.length === 0) return <>—</>;
  const shown = composition.slice(0, 4);
  return (
    <Box
      component="ul"
      sx={{ m: 0, p: 0, listStyle: 'none', fontSize: '0.8125rem', minWidth: COMPOSITION_MIN_WIDTH }}
    >
      {shown.map((row, index) => (
        <Box component="li" key={`${row.name}-${index}`}>
          <PhraseText text={row.name} />
          {amountText(row) && (
            // The amount never breaks inside itself (「100 質量部」, not 「100 質量」/「部」); the space before it
            // may, so a long name ends its line whole (「ホモポリプロピレ/ン 74.88 質量%」 before).
            <>
              {' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {amountText(row)}
              </Box>
            </>
          )}
        </Box>
      ))}
      {composition.length > shown.length && (
        <Box component="li" sx={{ color: 'text.secondary' }}>
          ほか{composition.length - shown.length}成分
        </Box>
      )}
    </Box>
  );
}

const EXAMPLES: ListConfig<'examples'> = {
  kind: 'examples',
  title: '実施例検索',
  description:
    '特許の実施例・比較例を、配合成分（素材名）、測定値の範囲、特許で検索します。キーワードは配合成分・実施例名・発明の名称・出願人に一致します。',
  noun: '実施例',
  placeholder: '例: ポリプロピレン タルク、applicant:椿山、JP2007031456A',
  facets: [
    // Set from a patent's page ("この特許の実施例を検索"); the chip above the results shows it.
    { facet: 'patent', param: 'patent', label: '特許', urlOnly: true },
    { facet: 'comparative', param: 'comparative', label: '実施例・比較例', boolean: true },
    { facet: 'property', param: 'property', label: '測定されている物性' },
    { facet: 'applicant', param: 'applicant', label: '出願人' },
    { facet: 'ipc', param: 'ipc', label: 'IPC（サブクラス）' },
    { facet: 'theme', param: 'theme', label: 'テーマコード' },
    { facet: 'year', param: 'year', label: '出願年', order: 'value-desc' },
    { facet: 'material', param: 'material', label: '使用素材', advanced: true },
  ],
  sorts: [
    { value: 'relevance', label: '関連度順' },
    { value: 'date:desc', label: '公開日（新しい順）' },
    { value: 'date:asc', label: '公開日（古い順）' },
  ],
  propertyScope: 'example',
  propertyColumns: true,
  rangeNote: '実施例・比較例の測定値で絞り込みます（条件をすべて満たす例）。',
  columns: [
    {
      key: 'label',
      label: '実施例',
      fixed: true,
      width: '6.5rem',
      render: (item: ExampleSummary) => (
        <>
          <DetailLink to={paths.patentExample.getHref(item.patentId, item.id)}>{item.label}</DetailLink>
          {item.comparative && (
            <Chip label="比較例" size="small" variant="outlined" sx={{ ml: 0.5, height: 20 }} />
          )}
        </>
      ),
    },
    {
      key: 'patent',
      label: '特許',
      fixed: true,
      // Narrow enough that three measured-value columns stay in sight at 1366 px (the reason to come).
      minWidth: '12rem',
      render: (item) => (
        <Box sx={{ minWidth: TITLE_MIN_WIDTH }}>
          <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {item.publicationNumber}
          </Box>
          {/* A space, not a margin: the title may start on the next line instead of after one character. */}{' '}
          <DetailLink to={paths.patent.getHref(item.patentId)}>
            <PhraseText text={item.patentTitle} />
          </DetailLink>
          <SnippetText kind="examples" snippet={item.snippet} />
        </Box>
      ),
    },
    {
      key: 'composition',
      label: '配合',
      defaultOn: true,
      minWidth: '12rem',
      render: (item) => <CompositionCell composition={item.composition} />,
    },
    {
      key: 'applicants',
      label: '出願人',
      minWidth: '9.5rem',
      render: (item) => <CompanyNames names={item.applicants} max={2} />,
    },
  ],
  itemId: (item) => `${item.patentId}/${item.id}`,
  itemName: (item) => `${item.publicationNumber} ${item.label}`,
  detailHref: (item) => paths.patentExample.getHref(item.patentId, item.id),
  selectable: false,
  patentResults: false,
};

/** `/examples`: the examples of every patent, searched by what they contain and what they measured. */
export function ExamplesPage() {
  return <SearchListPage config={EXAMPLES} />;
}
