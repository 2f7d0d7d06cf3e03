import type { CategoryNode, CodeList, CompanyList, PropertyDefView } from '@app/contract/catalogue';
import { shownUnit } from '@app/contract/display-units';
import { unitsOfFamily, type UnitFamily } from '@app/contract/units';
import { normalizeText } from '../search/normalize.js';

/** The pick-lists of the search forms: rows and facet counts as read by read/directories.ts in, JSON out. */

/** Counts by row id (or code) as strings, the way the index's facets name their values. */
type Counts = ReadonlyMap<string, number>;

interface Page {
  page: number;
  pageSize: number;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function pageOf<T>(items: readonly T[], { page, pageSize }: Page) {
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), total: items.length, page, pageSize };
}

/** The category tree in the rows' order, each node with the products of its subtree. */
export function presentCategoryTree(
  rows: readonly {
    id: number;
    external_id: string;
    parent_id: number | null;
    name: string;
    name_en: string | null;
  }[],
  counts: Counts,
): CategoryNode[] {
  const nodes = new Map<number, CategoryNode & { parent: number | null }>();
  for (const row of rows) {
    nodes.set(Number(row.id), {
      id: row.external_id,
      name: row.name,
      nameEn: row.name_en,
      productCount: counts.get(String(row.id)) ?? 0,
      children: [],
      parent: row.parent_id === null ? null : Number(row.parent_id),
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent === null ? undefined : nodes.get(node.parent);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const strip = (node: CategoryNode): CategoryNode => ({
    id: node.id,
    name: node.name,
    nameEn: node.nameEn,
    productCount: node.productCount,
    children: node.children.map(strip),
  });
  return roots.map(strip);
}

/** A stored JSON list, or `fallback` when absent or unreadable. */
function parseList<T>(json: string | null, fallback: T): T {
  if (!json) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

export function presentPropertyDefs(
  rows: readonly {
    id: number;
    external_id: string;
    name: string;
    name_en: string | null;
    display_unit: string;
    unit_family: string;
    canonical_unit: string;
    test_standards: string | null;
    direction: string | null;
    group_name: string | null;
    levels: string | null;
  }[],
  counts: Counts,
): PropertyDefView[] {
  return rows.map((row) => ({
    id: row.external_id,
    name: row.name,
    nameEn: row.name_en,
    unit: shownUnit(row.name, row.display_unit),
    unitFamily: row.unit_family,
    canonicalUnit: row.canonical_unit,
    units: unitsOfFamily(row.unit_family as UnitFamily).map((unit) => unit.unit),
    testStandards: parseList<string[]>(row.test_standards, []),
    direction: row.direction === 'higher' || row.direction === 'lower' ? row.direction : null,
    group: row.group_name,
    levels: parseList<{ value: number; label: string }[] | null>(row.levels, null),
    count: counts.get(String(row.id)) ?? 0,
  }));
}

/** Companies most counted first, then in kana (or name) order; one page. */
export function presentCompanyList(
  rows: readonly {
    id: number;
    external_id: string;
    name: string;
    name_en: string | null;
    country: string | null;
    kana: string | null;
  }[],
  counts: Counts,
  page: Page,
): CompanyList {
  const items = rows
    .map((row) => ({
      id: row.external_id,
      name: row.name,
      nameEn: row.name_en,
      country: row.country,
      count: counts.get(String(row.id)) ?? 0,
      sortKey: normalizeText(row.kana ?? row.name),
    }))
    .sort((a, b) => b.count - a.count || byText(a.sortKey, b.sortKey));
  const found = pageOf(items, page);
  return { ...found, items: found.items.map(({ sortKey: _sortKey, ...item }) => item) };
}

/**
 * Codes in code order with their titles (main groups' titles are stored under C08L23/00) and counts; with `q`
 * those whose code starts with it or whose title contains it. One page.
 */
export function presentCodeList(
  counts: Counts,
  titleRows: readonly { code: string; title: string }[],
  query: Page & { q?: string },
): CodeList {
  const titles = new Map<string, string>();
  for (const row of titleRows) titles.set(row.code.replace(/\/00$/, ''), row.title);
  const needle = query.q ? normalizeText(query.q).replace(/ /g, '') : '';
  const items = [...counts.keys()]
    .map((code) => ({ code, title: titles.get(code) ?? null, count: counts.get(code) ?? 0 }))
    .filter(
      (item) =>
        !needle ||
        normalizeText(item.code).startsWith(needle) ||
        (item.title !== null && normalizeText(item.title).includes(needle)),
    )
    .sort((a, b) => byText(a.code, b.code));
  return pageOf(items, query);
}
