import type { LegalStatus } from '@app/contract/interchange';
import { hashInts, Rng } from './prng.js';
import { THEME_IDS, THEME_MIX } from './themes.js';
import type { ThemeId } from './theme-types.js';

/**
 * Bibliographic skeleton of every patent, computed up front in typed arrays (a few tens of MB for a
 * million patents): filing, priority, publication and grant dates, theme, legal status, and the
 * publication, application and grant numbers, which must be unique and rise with their dates. Patents
 * are then generated in filing order, so a patent can cite any patent published before its filing.
 */

/** The date the legal statuses describe. */
const AS_OF = '2025-12-31';

const DAY = 86_400_000;
function dayOf(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY);
}
export function isoOf(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}
/** Calendar year of a day number (days since 1970-01-01), by the civil-from-days algorithm. */
export function yearOf(day: number): number {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  return yoe + era * 400 + (mp >= 10 ? 1 : 0);
}

const AS_OF_DAY = dayOf(AS_OF);
const FIRST_YEAR = 2005;
const LAST_YEAR = 2025;
/** Filings of 2025 end here (later ones would not be published by AS_OF). */
const LAST_FILING_DAY = dayOf('2025-03-31');
const PUBLICATION_DELAY = 548; // 18 months from the earliest (priority) date

const STATUS_CODES: readonly LegalStatus[] = ['pending', 'granted', 'expired', 'withdrawn', 'rejected'];

/** Filing-year weights: steady growth to 2019, a plateau, and a partial 2025. */
function yearWeight(year: number): number {
  if (year <= 2019) return 1 + 0.05 * (year - FIRST_YEAR);
  if (year <= 2023) return 1.7;
  if (year === 2024) return 1.6;
  return 0.4;
}

export interface Timeline {
  readonly count: number;
  /** Patent indices in filing order. */
  readonly order: Int32Array;
  readonly theme: Uint8Array;
  readonly appDay: Int32Array;
  /** -1 when there is no priority claim. */
  readonly priorityDay: Int32Array;
  readonly pubDay: Int32Array;
  /** -1 when not granted. */
  readonly grantDay: Int32Array;
  readonly status: Uint8Array;
  readonly pubNumber: Int32Array;
  readonly appNumber: Int32Array;
  /** 0 when not granted. */
  readonly grantNumber: Int32Array;
  /** Per theme: patent indices sorted by publication day, and those days. */
  readonly byTheme: readonly { readonly indices: Int32Array; readonly pubDays: Int32Array }[];
}

export function themeOfCode(code: number): ThemeId {
  return THEME_IDS[code]!;
}

export function statusOfCode(code: number): LegalStatus {
  return STATUS_CODES[code]!;
}

/** Indices 0..n-1 sorted by key (ties by index), via one Float64Array sort. */
function sortedBy(keys: Int32Array, filter?: (i: number) => boolean): Int32Array {
  const n = keys.length;
  const packed: number[] = [];
  const factor = 4_194_304; // 2^22 indices at most
  for (let i = 0; i < n; i++) if (!filter || filter(i)) packed.push(keys[i]! * factor + i);
  const array = Float64Array.from(packed).sort();
  const out = new Int32Array(array.length);
  for (let k = 0; k < array.length; k++) out[k] = array[k]! % factor;
  return out;
}

/** Numbers rising with date within each year, spread over the year's range, unique. */
function assignNumbers(
  sorted: Int32Array,
  days: Int32Array,
  seed: number,
  salt: number,
  span: number,
  target: Int32Array,
): void {
  const perYear = new Map<number, number>();
  for (const i of sorted) {
    const year = yearOf(days[i]!);
    perYear.set(year, (perYear.get(year) ?? 0) + 1);
  }
  let currentYear = -1;
  let number = 0;
  let gap = 1;
  for (const i of sorted) {
    const year = yearOf(days[i]!);
    if (year !== currentYear) {
      currentYear = year;
      gap = Math.max(1, Math.floor(span / perYear.get(year)!));
      number = 1 + (hashInts(seed, salt, year) % gap);
    } else {
      number += 1 + (hashInts(seed, salt, i) % (2 * gap - 1));
    }
    target[i] = Math.min(999_999, number);
  }
}

export function buildTimeline(seed: number, count: number): Timeline {
  const theme = new Uint8Array(count);
  const appDay = new Int32Array(count);
  const priorityDay = new Int32Array(count).fill(-1);
  const pubDay = new Int32Array(count);
  const grantDay = new Int32Array(count).fill(-1);
  const status = new Uint8Array(count);
  const years: number[] = [];
  for (let y = FIRST_YEAR; y <= LAST_YEAR; y++) years.push(y);
  const weights = years.map(yearWeight);
  const themeWeightsByYear = new Map<number, number[]>(
    years.map((y) => [
      y,
      THEME_IDS.map(
        (id) => THEME_MIX[id].patents * Math.max(0.2, 1 + THEME_MIX[id].growth * (y - FIRST_YEAR)),
      ),
    ]),
  );
  const codes = THEME_IDS.map((_, k) => k);

  for (let i = 0; i < count; i++) {
    const rng = Rng.derive(seed, 'patent-meta', i);
    const year = rng.weighted(years, weights);
    const start = dayOf(`${year}-01-01`);
    const end = year === LAST_YEAR ? LAST_FILING_DAY : dayOf(`${year}-12-31`);
    const filed = rng.int(start, end);
    appDay[i] = filed;
    theme[i] = rng.weighted(codes, themeWeightsByYear.get(year)!);
    // Priority claims (domestic priority or Paris convention): always for the latest filings.
    let priority = -1;
    if (filed + PUBLICATION_DELAY > AS_OF_DAY - 30) priority = filed - rng.int(300, 364);
    else if (rng.chance(0.2)) priority = filed - rng.int(60, 364);
    priorityDay[i] = priority;
    // Publication on a Thursday (day 0, 1970-01-01, was a Thursday) about 18 months after the earliest date.
    const earliest = priority >= 0 ? priority : filed;
    const publication = earliest + PUBLICATION_DELAY + rng.int(0, 20);
    pubDay[i] = Math.ceil(publication / 7) * 7;

    // Legal status as of AS_OF.
    const age = (AS_OF_DAY - filed) / 365.25;
    let code = 0;
    if (!rng.chance(0.72)) {
      code = age > 3.05 ? 3 : 0;
    } else {
      const decision = filed + Math.round(365.25 * (rng.uniform(0.2, 3) + rng.uniform(0.8, 2.5)));
      const outcome = rng.next();
      if (decision > AS_OF_DAY) code = 0;
      else if (outcome < 0.74) {
        grantDay[i] = Math.max(decision, pubDay[i]! + 7);
        if (grantDay[i]! > AS_OF_DAY) {
          grantDay[i] = -1;
          code = 0;
        } else {
          const yearsGranted = (AS_OF_DAY - grantDay[i]!) / 365.25;
          const lapsed = rng.chance(1 - 0.96 ** Math.max(0, yearsGranted - 3));
          code = age >= 20 || lapsed ? 2 : 1;
        }
      } else code = outcome < 0.92 ? 4 : 3;
    }
    status[i] = code;
  }

  const order = sortedBy(appDay);
  const byPublication = sortedBy(pubDay);
  const pubNumber = new Int32Array(count);
  const appNumber = new Int32Array(count);
  const grantNumber = new Int32Array(count);
  assignNumbers(byPublication, pubDay, seed, 1, 190_000, pubNumber);
  assignNumbers(order, appDay, seed, 2, 230_000, appNumber);

  // Grant numbers rise with the grant date: about 4,000,000 in 2007 to 7,700,000 at the end of 2025.
  const granted = sortedBy(grantDay, (i) => grantDay[i]! >= 0);
  const from = dayOf('2007-01-01');
  const perDay = 3_700_000 / (AS_OF_DAY - from);
  let previous = 0;
  for (const i of granted) {
    const nominal = 4_000_000 + Math.floor((grantDay[i]! - from) * perDay);
    previous = Math.max(previous + 1 + (hashInts(seed, 3, i) % 3), nominal);
    grantNumber[i] = previous;
  }

  const byTheme = THEME_IDS.map((_, code) => {
    const list: number[] = [];
    for (const i of byPublication) if (theme[i] === code) list.push(i);
    const indices = Int32Array.from(list);
    const pubDays = Int32Array.from(list, (i) => pubDay[i]!);
    return { indices, pubDays };
  });

  return {
    count,
    order,
    theme,
    appDay,
    priorityDay,
    pubDay,
    grantDay,
    status,
    pubNumber,
    appNumber,
    grantNumber,
    byTheme,
  };
}

/** Number of entries of `sorted` that are < value. */
export function countBelow(sorted: Int32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function publicationNumber(timeline: Timeline, i: number): string {
  return `特開${yearOf(timeline.pubDay[i]!)}-${String(timeline.pubNumber[i]!).padStart(6, '0')}`;
}

export function patentId(timeline: Timeline, i: number): string {
  return `JP${yearOf(timeline.pubDay[i]!)}${String(timeline.pubNumber[i]!).padStart(6, '0')}A`;
}
