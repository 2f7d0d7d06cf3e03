import { VISUALIZATION_LIMITS, type VisualizationMatrix } from '@app/contract/visualization';
import type { Company, PatentRow } from './patent-rows.js';

/*
 * The charts of the patent visualisation beside the map, counted over every matching patent: filing
 * trend, applicant ranking with its years, and applicant × year / IPC subclass / theme matrices. A patent
 * counts once for each of its applicant companies (as the applicant facet of /patents counts it).
 */

export interface CountByYear {
  year: number;
  count: number;
}

function increment<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function byYear(counts: Map<number, number>): CountByYear[] {
  return [...counts].map(([year, count]) => ({ year, count })).sort((a, b) => a.year - b.year);
}

export function filingTrend(patents: readonly PatentRow[]): CountByYear[] {
  const counts = new Map<number, number>();
  for (const patent of patents) if (patent.year !== null) increment(counts, patent.year);
  return byYear(counts);
}

export interface RankedApplicant {
  company: number;
  id: string;
  name: string;
  count: number;
  byYear: CountByYear[];
}

/** The top applicants by matching patents (ties: by name), each with its patents per filing year. */
export function applicantRanking(
  patents: readonly PatentRow[],
  companies: ReadonlyMap<number, Company>,
  top: number = VISUALIZATION_LIMITS.applicantsTop,
): RankedApplicant[] {
  const counts = new Map<number, number>();
  const years = new Map<number, Map<number, number>>();
  for (const patent of patents) {
    for (const company of patent.companies) {
      if (!companies.has(company)) continue;
      increment(counts, company);
      if (patent.year === null) continue;
      let perYear = years.get(company);
      if (!perYear) years.set(company, (perYear = new Map<number, number>()));
      increment(perYear, patent.year);
    }
  }
  return [...counts]
    .map(([company, count]) => ({ company, count, ...companies.get(company)! }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'ja') || a.company - b.company)
    .slice(0, top)
    .map((entry) => ({
      company: entry.company,
      id: entry.externalId,
      name: entry.name,
      count: entry.count,
      byYear: byYear(years.get(entry.company) ?? new Map<number, number>()),
    }));
}

/**
 * Rows: the ranked applicants; columns: the given codes; counts[r][c] = matching patents of applicant r
 * having code c (`codesOf` gives a patent's codes).
 */
export function applicantMatrix(
  patents: readonly PatentRow[],
  applicants: readonly RankedApplicant[],
  columns: readonly { code: string; title: string | null }[],
  codesOf: (patent: PatentRow) => readonly string[],
): VisualizationMatrix {
  const row = new Map(applicants.map((applicant, i) => [applicant.company, i]));
  const column = new Map(columns.map((entry, i) => [entry.code, i]));
  const counts = applicants.map(() => new Array<number>(columns.length).fill(0));
  for (const patent of patents) {
    const codes = [...new Set(codesOf(patent))].flatMap((code) => column.get(code) ?? []);
    if (codes.length === 0) continue;
    for (const company of patent.companies) {
      const r = row.get(company);
      if (r === undefined) continue;
      for (const c of codes) counts[r]![c]! += 1;
    }
  }
  return {
    rows: applicants.map((applicant) => ({ id: applicant.id, name: applicant.name })),
    columns: [...columns],
    counts,
  };
}

/** The most frequent codes over the patents (ties: by code), at most `limit`. */
export function topCodes(
  patents: readonly PatentRow[],
  codesOf: (patent: PatentRow) => readonly string[],
  limit: number = VISUALIZATION_LIMITS.matrixColumns,
): string[] {
  const counts = new Map<string, number>();
  for (const patent of patents) for (const code of new Set(codesOf(patent))) increment(counts, code);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, limit)
    .map(([code]) => code);
}

/** The latest `limit` filing years among the patents, ascending. */
export function recentYears(
  patents: readonly PatentRow[],
  limit: number = VISUALIZATION_LIMITS.matrixColumns,
): number[] {
  const years = new Set<number>();
  for (const patent of patents) if (patent.year !== null) years.add(patent.year);
  return [...years].sort((a, b) => a - b).slice(-limit);
}

/** Median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
