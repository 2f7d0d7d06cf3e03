import { normalizeText } from './normalize.js';
import { spacedPatentNumber } from './patent-numbers.js';

/**
 * The search syntax of docs/spec/data-and-search.md, a pure function (no database):
 *
 * - `樹脂 難燃`            space-separated terms are AND (an explicit `AND` is allowed too)
 * - `"熱可塑性 樹脂"`      a phrase: the quoted text as it stands, spaces included, no synonym expansion
 * - `PP OR PE`, `PP|PE`   OR binds tighter than AND: `樹脂 PP OR PE` = 樹脂 AND (PP OR PE)
 * - `-ハロゲン`, `NOT ハロゲン`  excludes
 * - J-PlatPat's operators: `*` AND, `+` OR, `-` NOT before a term; `*` binds tightest, so
 *   `PP*タルク+PE*タルク` = (PP AND タルク) OR (PE AND タルク), as on J-PlatPat
 * - `( … )`               groups: `(PP OR PE) -(ハロゲン OR 臭素)`
 * - `title:` `abstract:` `claims:` `applicant:` `maker:` `ipc:` `theme:` (and their Japanese names
 *   発明の名称: 要約: 請求項: 出願人: メーカー: 国際特許分類: テーマ:) restrict a term, a phrase or a group
 *
 * Japanese terms match as substrings of the normalised text (see normalize.ts), like J-PlatPat; Latin
 * words and numbers match whole words (word-forms.ts). A patent number written with spaces
 * (`US 8,088,834 B2`, `JP 2007-031456 A`) is read as one term (patent-numbers.ts).
 * Lenient where J-PlatPat and web search engines are: full-width operators and quotes are read as their
 * ASCII forms, an unclosed quote runs to the end, an unknown `xxx:` prefix is part of the term, a lone `-`
 * is ignored. Malformed structure (unbalanced parentheses, an operator without its term) is a
 * `QuerySyntaxError` with a Japanese message, answered as 422.
 */

export type QueryField = 'title' | 'abstract' | 'claims' | 'applicant' | 'maker' | 'ipc' | 'theme';

export const QUERY_LIMITS = { maxLength: 1000, maxTerms: 32, maxDepth: 8 } as const;

const FIELD_NAMES: Readonly<Record<string, QueryField>> = {
  title: 'title',
  タイトル: 'title',
  名称: 'title',
  発明の名称: 'title',
  abstract: 'abstract',
  要約: 'abstract',
  claims: 'claims',
  claim: 'claims',
  請求項: 'claims',
  請求の範囲: 'claims',
  applicant: 'applicant',
  出願人: 'applicant',
  maker: 'maker',
  メーカー: 'maker',
  ipc: 'ipc',
  国際特許分類: 'ipc',
  theme: 'theme',
  テーマ: 'theme',
  テーマコード: 'theme',
};

export interface TermNode {
  type: 'term';
  /** As typed (after NFKC of the whole query). */
  text: string;
  /** normalizeText(text); for ipc/theme without spaces. Never empty. */
  norm: string;
  field: QueryField | null;
  phrase: boolean;
}

export type QueryNode =
  | TermNode
  | { type: 'and'; children: QueryNode[] }
  | { type: 'or'; children: QueryNode[] }
  | { type: 'not'; child: QueryNode };

export class QuerySyntaxError extends Error {
  override readonly name = 'QuerySyntaxError';
}

type Token =
  | { t: 'lparen' }
  | { t: 'rparen' }
  | { t: 'or' }
  | { t: 'and' }
  | { t: 'tight' }
  | { t: 'not' }
  | { t: 'field'; field: QueryField; name: string }
  | { t: 'word'; text: string }
  | { t: 'phrase'; text: string };

const QUOTES = /["“”„]/;
const SPACE = /\s/;

function tokenize(query: string): Token[] {
  const s = query.normalize('NFKC');
  const tokens: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (SPACE.test(c)) {
      i += 1;
    } else if (c === '(') {
      tokens.push({ t: 'lparen' });
      i += 1;
    } else if (c === ')') {
      tokens.push({ t: 'rparen' });
      i += 1;
    } else if (c === '|' || c === '+') {
      tokens.push({ t: 'or' });
      i += 1;
    } else if (c === '*') {
      tokens.push({ t: 'tight' });
      i += 1;
    } else if (QUOTES.test(c)) {
      let end = i + 1;
      while (end < s.length && !QUOTES.test(s[end]!)) end += 1;
      tokens.push({ t: 'phrase', text: s.slice(i + 1, end) });
      i = end + 1;
    } else if (c === '-') {
      const next = s[i + 1];
      // A lone '-' (or one before a space) is no operator: ignored.
      if (next !== undefined && !SPACE.test(next)) tokens.push({ t: 'not' });
      i += 1;
    } else {
      const field = /^([^\s():"|*+“”„]+):/.exec(s.slice(i, i + 20));
      const known = field ? FIELD_NAMES[field[1]!.toLowerCase()] : undefined;
      if (field && known) {
        const after = s[i + field[0].length];
        if (after === undefined || SPACE.test(after) || after === ')' || after === '|') {
          throw new QuerySyntaxError(`${field[1]}: の後に検索語を入力してください`);
        }
        tokens.push({ t: 'field', field: known, name: field[1]! });
        i += field[0].length;
        continue;
      }
      const spacedNumber = spacedPatentNumber(s.slice(i));
      if (spacedNumber) {
        tokens.push({ t: 'word', text: spacedNumber });
        i += spacedNumber.length;
        continue;
      }
      // A word runs to a space, an operator or a ')' that closes a group; "ポリアミド(PA)" stays one word.
      let end = i;
      let depth = 0;
      while (end < s.length) {
        const d = s[end]!;
        if (SPACE.test(d) || d === '|' || d === '+' || d === '*') break;
        if (d === '(') depth += 1;
        else if (d === ')') {
          if (depth === 0) break;
          depth -= 1;
        }
        end += 1;
      }
      const word = s.slice(i, end);
      if (word === 'OR') tokens.push({ t: 'or' });
      else if (word === 'AND') tokens.push({ t: 'and' });
      else if (word === 'NOT') tokens.push({ t: 'not' });
      else tokens.push({ t: 'word', text: word });
      i = end;
    }
  }
  return tokens;
}

class Parser {
  private position = 0;
  terms = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private next(): Token | undefined {
    const token = this.tokens[this.position];
    this.position += 1;
    return token;
  }

  /** A sequence of AND-ed items, up to the end or (inside a group) its ')'. */
  parseAnd(field: QueryField | null, depth: number, inGroup: boolean): QueryNode | null {
    const items: (QueryNode | null)[] = [];
    for (;;) {
      const token = this.peek();
      if (!token) break;
      if (token.t === 'rparen') {
        if (inGroup) break;
        throw new QuerySyntaxError(
          '検索式の括弧の対応が正しくありません（開き括弧のない閉じ括弧があります）',
        );
      }
      if (token.t === 'and') {
        this.next();
        continue;
      }
      if (token.t === 'or') throw new QuerySyntaxError('OR の前に検索語を入力してください');
      if (token.t === 'tight') throw new QuerySyntaxError('* の前に検索語を入力してください');
      items.push(this.parseOr(field, depth));
    }
    return combine('and', items);
  }

  private parseOr(field: QueryField | null, depth: number): QueryNode | null {
    return this.parseChain('or', 'OR', () => this.parseTight(field, depth));
  }

  /** J-PlatPat's `*`: AND binding tighter than OR. */
  private parseTight(field: QueryField | null, depth: number): QueryNode | null {
    return this.parseChain('tight', '*', () => this.parseUnary(field, depth));
  }

  /** Items joined by one binary operator (`or` → an OR node, `tight` → an AND node). */
  private parseChain(operator: 'or' | 'tight', name: string, item: () => QueryNode | null): QueryNode | null {
    const items = [item()];
    while (this.peek()?.t === operator) {
      this.next();
      if (isOperatorOrEnd(this.peek())) throw new QuerySyntaxError(`${name} の後に検索語を入力してください`);
      items.push(item());
    }
    return combine(operator === 'or' ? 'or' : 'and', items);
  }

  private parseUnary(field: QueryField | null, depth: number): QueryNode | null {
    const token = this.peek();
    if (token?.t === 'not') {
      this.next();
      if (isOperatorOrEnd(this.peek())) {
        throw new QuerySyntaxError('除外（- または NOT）の後に検索語を入力してください');
      }
      const child = this.parseUnary(field, depth);
      if (!child) return null;
      return child.type === 'not' ? child.child : { type: 'not', child };
    }
    return this.parsePrimary(field, depth);
  }

  private parsePrimary(field: QueryField | null, depth: number): QueryNode | null {
    const token = this.next();
    if (!token) throw new QuerySyntaxError('検索語を入力してください');
    switch (token.t) {
      case 'lparen': {
        if (depth >= QUERY_LIMITS.maxDepth) throw new QuerySyntaxError('検索式の括弧の入れ子が深すぎます');
        const inner = this.parseAnd(field, depth + 1, true);
        if (this.next()?.t !== 'rparen') throw new QuerySyntaxError('検索式の括弧が閉じていません');
        if (!inner) throw new QuerySyntaxError('括弧の中に検索語を入力してください');
        return inner;
      }
      case 'field':
        // The innermost prefix wins: title:(樹脂 abstract:ゴム).
        return this.parsePrimary(token.field, depth);
      case 'word':
      case 'phrase':
        return this.term(token.text, field, token.t === 'phrase');
      case 'rparen':
        throw new QuerySyntaxError(
          '検索式の括弧の対応が正しくありません（開き括弧のない閉じ括弧があります）',
        );
      case 'or':
      case 'and':
      case 'tight':
      case 'not':
        throw new QuerySyntaxError('演算子の位置が正しくありません');
    }
  }

  private term(text: string, field: QueryField | null, phrase: boolean): TermNode | null {
    let norm = normalizeText(text);
    if (field === 'ipc' || field === 'theme') norm = norm.replace(/ /g, '');
    if (norm === '') return null;
    this.terms += 1;
    if (this.terms > QUERY_LIMITS.maxTerms) {
      throw new QuerySyntaxError(`検索語が多すぎます（最大 ${QUERY_LIMITS.maxTerms} 語）`);
    }
    return { type: 'term', text, norm, field, phrase };
  }
}

function isOperatorOrEnd(token: Token | undefined): boolean {
  return !token || token.t === 'rparen' || token.t === 'or' || token.t === 'and' || token.t === 'tight';
}

function combine(type: 'and' | 'or', items: (QueryNode | null)[]): QueryNode | null {
  const children: QueryNode[] = [];
  for (const item of items) {
    if (!item) continue;
    if (item.type === type) children.push(...item.children);
    else children.push(item);
  }
  if (children.length === 0) return null;
  if (children.length === 1) return children[0]!;
  return { type, children };
}

/**
 * Parses a search query. Returns null for a query without any term (empty, only spaces or punctuation
 * that normalises away): the search then lists everything. Throws QuerySyntaxError.
 */
export function parseQuery(query: string): QueryNode | null {
  if (query.length > QUERY_LIMITS.maxLength) {
    throw new QuerySyntaxError(`検索式が長すぎます（最大 ${QUERY_LIMITS.maxLength} 文字）`);
  }
  const parser = new Parser(tokenize(query));
  return parser.parseAnd(null, 0, false);
}

/** The terms that must or may occur (not under a NOT): what snippets highlight. */
export function positiveTerms(node: QueryNode | null): TermNode[] {
  if (!node) return [];
  switch (node.type) {
    case 'term':
      return [node];
    case 'not':
      return [];
    case 'and':
    case 'or':
      return node.children.flatMap(positiveTerms);
  }
}

/** Every term of the query, negated ones included. */
export function allTerms(node: QueryNode | null): TermNode[] {
  if (!node) return [];
  switch (node.type) {
    case 'term':
      return [node];
    case 'not':
      return allTerms(node.child);
    case 'and':
    case 'or':
      return node.children.flatMap(allTerms);
  }
}
