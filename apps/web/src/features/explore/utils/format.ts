/** Number and date formatting of the exploration pages (Japanese locale). */

const significant = new Intl.NumberFormat('ja-JP', { maximumSignificantDigits: 4 });
const fixed = (digits: number) =>
  new Intl.NumberFormat('ja-JP', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const dateTime = new Intl.DateTimeFormat('ja-JP', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A measured or predicted value: 4 significant digits, «—» when there is none. */
export function formatValue(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return significant.format(value);
}

/** A count of examples or rows with thousands separators, e.g. 26053 → 「26,053」. */
export function formatCount(value: number): string {
  return fixed(0).format(value);
}

/** A value with a fixed number of decimals (metrics such as R²). */
export function formatFixed(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return fixed(digits).format(value);
}

/** A share 0–1 as a percentage, e.g. 0.913 → 「91%」. */
export function formatPercent(value: number | null | undefined, digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${fixed(digits).format(value * 100)}%`;
}

/** 「12.3（10.1〜14.6）」: a prediction with its interval. */
export function formatInterval(value: number, lower: number, upper: number): string {
  return `${formatValue(value)}（${formatValue(lower)}〜${formatValue(upper)}）`;
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

/** 「実施例2（特開2023-146134）」 → 「実施例2」 when the publication number is shown beside it anyway. */
export function exampleLabel(label: string, publicationNumber: string | null): string {
  return publicationNumber
    ? label.replace(`（${publicationNumber}）`, '').replace(` (${publicationNumber})`, '')
    : label;
}

const LEARNERS: Record<string, string> = {
  'gaussian-process': 'ガウス過程回帰',
  'extra-trees': 'エクストラツリー',
  'random-forest': 'ランダムフォレスト',
  'gradient-boosting': '勾配ブースティング',
  ridge: 'リッジ回帰',
  auto: '自動選択',
};

/**
 * The server's model description in Japanese: 「0.5 gaussian-process + 0.5 extra-trees(log)」 → 「ガウス過程回帰 50%＋…」.
 * "(log, mean)" is a log member whose point is its log-normal mean rather than its median (decision 0059).
 */
export function modelLabel(model: string): string {
  return model
    .split('+')
    .map((part) => {
      const match = /^\s*(?:([\d.]+)\s+)?([a-z-]+)(\(log(, mean)?\))?\s*$/.exec(part);
      if (!match) return part.trim();
      const [, weight, learner = '', log, mean] = match;
      const name = LEARNERS[learner] ?? learner;
      const share = weight ? ` ${Math.round(Number(weight) * 100)}%` : '';
      return `${name}${log ? (mean ? '（対数変換・平均値）' : '（対数変換）') : ''}${share}`;
    })
    .join(' ＋ ');
}

const tenths = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 1 });
const hundredths = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 2 });

/**
 * An ingredient amount to the precision a lab weighs it (issue 17, point 6): 0.1 from 1 up, 0.01 below —
 * never the four significant figures of the optimiser (72.46 質量部 → 72.5).
 */
export function formatAmount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return Math.abs(value) >= 1 ? tenths.format(value) : hundredths.format(value);
}
