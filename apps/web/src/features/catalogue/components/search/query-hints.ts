/**
 * Rewrites to suggest when a keyword query found nothing (decision 0014): habits from J-PlatPat and web
 * search that this search reads differently. Pure, so the list page and its tests share it.
 */
export interface QueryHint {
  /** Why the rewrite may help, in Japanese. */
  message: string;
  /** The rewritten query; null for advice without a rewrite. */
  query: string | null;
}

const JAPANESE = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー';
/** A hyphen joining two Japanese words: J-PlatPat reads ポリプロピレン-タルク as "without タルク". */
const JAPANESE_MINUS = new RegExp(`([${JAPANESE}])[-－−]([${JAPANESE}])`, 'gu');
const LOWER_OPERATOR = /(^|\s)(or|and|not)(?=\s)/g;
const FIELD = /(?:^|\s)-?([a-zA-Z]+|[\p{Script=Han}\p{Script=Katakana}]+)[:：](?=\S)/gu;
const LIST_SEPARATOR = /[、,，・]/;
const PHRASE = /["“”]([^"“”]*)["“”]?/g;

function tidy(query: string): string {
  return query.replace(/\s+/g, ' ').trim();
}

function terms(query: string): string[] {
  return tidy(query).split(' ').filter(Boolean);
}

export function queryHints(q: string): QueryHint[] {
  const query = tidy(q);
  if (!query) return [];
  const hints: QueryHint[] = [];
  const add = (message: string, rewritten: string) => {
    const next = tidy(rewritten);
    if (next && next !== query && !hints.some((hint) => hint.query === next)) {
      hints.push({ message, query: next });
    }
  };
  // search(), not test(): the global expressions keep no lastIndex between calls that way.
  if (query.search(JAPANESE_MINUS) >= 0) {
    add(
      '語の途中の「-」はハイフンとして検索します。除外するには「-」の前に空白を入れてください。',
      query.replace(JAPANESE_MINUS, '$1 -$2'),
    );
  }
  if (query.search(LOWER_OPERATOR) >= 0) {
    add(
      '演算子は大文字で書きます（小文字の or / and / not は語として検索します）。',
      query.replace(LOWER_OPERATOR, (_match, space: string, word: string) => `${space}${word.toUpperCase()}`),
    );
  }
  const words = terms(query);
  if (words.length === 1 && LIST_SEPARATOR.test(query) && !query.includes('"')) {
    add(
      '読点やカンマで並べた語のどれかを含むものは OR（または +）でつなぎます。',
      query.split(LIST_SEPARATOR).join(' OR '),
    );
  }
  if (query.search(PHRASE) >= 0) {
    add('フレーズ指定（"…"）を外すと、語順や間の語が違っても見つかります。', query.replace(PHRASE, '$1'));
  }
  if (query.search(FIELD) >= 0) {
    add(
      '項目の指定（title: など）を外すと、全文から探します。',
      query.replace(FIELD, (match) => match.replace(/[^\s-]+[:：]$/, '')),
    );
  }
  const plain = words.filter((word) => !/^(OR|AND|NOT|\||\+|\*)$/.test(word));
  if (plain.length >= 3 && plain.length === words.length) {
    add('語が多いと一致が減ります。どれかを含むものを探すなら OR でつなぎます。', plain.join(' OR '));
  }
  if (/[a-zA-Z]{4,}/.test(query)) {
    hints.push({
      message:
        '英語は単語単位で一致します（単数・複数、ハイフンや空白の有無は区別しません）。語の一部ではなく単語全体を入れてください。',
      query: null,
    });
  }
  return hints;
}
