/** Number formatting of the large-patent analysis (Japanese locale). */
import { formatJaNumber } from '../../../lib/ja-number';

/** A table or chart value: grouped thousands, at most 4 significant decimals, «—» when there is none. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  const digits = abs >= 1000 ? 0 : abs >= 100 ? 1 : abs >= 1 ? 2 : abs === 0 ? 0 : 4;
  return formatJaNumber(value, { maximumFractionDigits: digits });
}

/** A statistic with a fixed number of decimals (r, R², AUC), with a real minus sign. */
export function formatFixed(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return value.toFixed(digits).replace('-', '−');
}

/** A share 0–1 as a percentage: 0.853 → 「85%」. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${Math.round(value * 100)}%`;
}

/** ISO date → 2021/03/01; null → '—'. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[1]}/${match[2]}/${match[3]}` : date;
}
