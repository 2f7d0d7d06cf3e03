import { HighlightedText, type HighlightRange } from '../../../../components/highlighted-text';
import { RESULT_CLASSES } from './results-table-sheet';

/** Which list a snippet comes from: the same indexed field holds different texts in each (server documents.ts). */
export type SnippetKind = 'patents' | 'products' | 'materials' | 'examples';

const FIELD_LABELS: Record<string, string> = {
  title: '名称',
  abstract: '要約',
  claims: '請求項',
  description: '説明',
  codes: '分類',
};

/**
 * What the indexed texts hold differs by list (server search/documents.ts): `extra` is a patent's numbers
 * and inventors but a material's other names — labelled "別名・英名" everywhere, a patent found by its
 * number 特開2007031456 was said to match its "English name".
 */
const KIND_LABELS: Record<SnippetKind, Record<string, string>> = {
  patents: { party: '出願人', extra: '番号・発明者' },
  products: { abstract: '用途・特長', party: 'メーカー', extra: '分類・原料' },
  materials: { extra: '別名・英名・CAS番号' },
  examples: { abstract: '配合', description: '備考・条件・物性', party: '出願人', extra: '公報番号' },
};

/** The label of an indexed field in the list of `kind`. */
export function fieldLabel(kind: SnippetKind, field: string): string {
  return KIND_LABELS[kind][field] ?? FIELD_LABELS[field] ?? field;
}

interface TermPlaces {
  term: string;
  fields: readonly string[];
}

/**
 * "Why it matched": where each term of the query occurs in this result, shown when the snippet alone does
 * not tell (several terms, or a term found outside the snippet's text — `ポリプロピレン title:接着剤`).
 */
function matchReason(
  kind: SnippetKind,
  field: string,
  matches: readonly TermPlaces[] | undefined,
): string | null {
  if (!matches || matches.length === 0) return null;
  if (matches.length === 1 && matches[0]!.fields.includes(field)) return null;
  return matches
    .map(({ term, fields }) =>
      fields.length > 0
        ? `${term}（${fields.map((name) => fieldLabel(kind, name)).join('・')}）`
        : `${term}（社名の別表記）`,
    )
    .join('、');
}

/** The snippet under a result: which text it comes from, the text with its matches, and why it matched. */
export function SnippetText({
  kind,
  snippet,
}: {
  kind: SnippetKind;
  snippet: {
    field: string;
    text: string;
    highlights: readonly HighlightRange[];
    matches?: readonly TermPlaces[];
  } | null;
}) {
  if (!snippet || snippet.text.trim() === '') return null;
  const reason = matchReason(kind, snippet.field, snippet.matches);
  return (
    <>
      <SnippetBody label={fieldLabel(kind, snippet.field)} snippet={snippet} />
      {reason && (
        <p className={RESULT_CLASSES.reason}>
          <span className={RESULT_CLASSES.label}>一致箇所:</span>
          {reason}
        </p>
      )}
    </>
  );
}

function SnippetBody({
  label,
  snippet,
}: {
  label: string;
  snippet: { text: string; highlights: readonly HighlightRange[] };
}) {
  return (
    <p className={RESULT_CLASSES.snippet}>
      <span className={RESULT_CLASSES.label}>{label}:</span>
      <HighlightedText text={snippet.text} ranges={snippet.highlights} />
    </p>
  );
}
