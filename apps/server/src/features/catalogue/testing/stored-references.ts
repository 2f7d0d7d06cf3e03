import { sql, type Selectable } from 'kysely';
import type { DbExecutor, ProductCategoriesTable, PropertyDefsTable } from '../../../db/schema.js';

/**
 * Reference lists: property definitions, the category tree, classification titles, and the facet-style
 * lists with counts (applicants, IPC at any level, themes).
 * Test support only: the import tests read back what the importer stored, row by row (the API's reads are in read/).
 */

export interface PropertyDef extends Omit<Selectable<PropertyDefsTable>, 'test_standards' | 'levels'> {
  test_standards: string[];
  levels: { value: number; label: string }[] | null;
  aliases: string[];
}

export interface CategoryNode extends Selectable<ProductCategoriesTable> {
  children: CategoryNode[];
  /** Products in this category and below. */
  product_count: number;
}

export type IpcLevel = 'section' | 'class' | 'subclass' | 'main_group' | 'code';

export function createReferenceRepository(db: DbExecutor) {
  return {
    /** Property definitions with aliases; `scope` narrows to product or example properties ('both' always fits). */
    async propertyDefs(scope?: 'product' | 'example', trx: DbExecutor = db): Promise<PropertyDef[]> {
      let query = trx.selectFrom('property_defs').selectAll().orderBy('id');
      if (scope) query = query.where('scope', 'in', [scope, 'both']);
      const rows = await query.execute();
      const aliases = await trx
        .selectFrom('property_def_aliases')
        .select(['property_def_id', 'alias'])
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        ...row,
        test_standards: JSON.parse(row.test_standards) as string[],
        levels: row.levels ? (JSON.parse(row.levels) as { value: number; label: string }[]) : null,
        aliases: aliases.filter((alias) => alias.property_def_id === row.id).map((alias) => alias.alias),
      }));
    },

    /** The category tree (roots in sort order), each node with its subtree's product count. */
    async categoryTree(trx: DbExecutor = db): Promise<CategoryNode[]> {
      const rows = await trx
        .selectFrom('product_categories')
        .selectAll()
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const counts = await trx
        .selectFrom('products')
        .select(['category_id', sql<number>`count(*)`.as('n')])
        .groupBy('category_id')
        .execute();
      const own = new Map(counts.map((row) => [row.category_id, Number(row.n)]));
      const nodes = new Map<number, CategoryNode>(
        rows.map((row) => [row.id, { ...row, children: [], product_count: 0 }]),
      );
      const roots: CategoryNode[] = [];
      for (const node of nodes.values()) {
        const parent = node.parent_id !== null ? nodes.get(node.parent_id) : undefined;
        if (parent) parent.children.push(node);
        else roots.push(node);
      }
      const total = (node: CategoryNode): number =>
        (node.product_count = (own.get(node.id) ?? 0) + node.children.reduce((sum, c) => sum + total(c), 0));
      roots.forEach(total);
      return roots;
    },

    /** Titles of classification codes ('ipc' | 'fi' | 'theme'), e.g. for facet labels. */
    async classificationTitles(
      scheme: 'ipc' | 'fi' | 'theme',
      codes?: readonly string[],
      trx: DbExecutor = db,
    ) {
      let query = trx
        .selectFrom('classification_codes')
        .select(['code', 'title', 'title_en', 'parent_code'])
        .where('scheme', '=', scheme)
        .orderBy('code');
      if (codes) {
        if (codes.length === 0) return [];
        query = query.where('code', 'in', codes);
      }
      return query.execute();
    },

    /** Companies with their number of patents (as applicant), most first. */
    async applicantCounts(limit = 100, trx: DbExecutor = db) {
      const rows = await trx
        .selectFrom('patent_applicants as a')
        .innerJoin('companies as c', 'c.id', 'a.company_id')
        .select(['c.id', 'c.name', sql<number>`count(distinct a.patent_id)`.as('count')])
        .groupBy(['c.id', 'c.name'])
        .orderBy(sql`count(distinct a.patent_id)`, 'desc')
        .orderBy('c.id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },

    /** IPC (or FI) symbols at a level (section C, class C08, subclass C08L, group C08L23, full code) with patent counts. */
    async classificationCounts(scheme: 'ipc' | 'fi', level: IpcLevel, limit = 100, trx: DbExecutor = db) {
      const rows = await trx
        .selectFrom('patent_classifications')
        .select([`${level} as code` as 'code', sql<number>`count(distinct patent_id)`.as('count')])
        .where('scheme', '=', scheme)
        .where(level, 'is not', null)
        .groupBy(level)
        .orderBy(sql`count(distinct patent_id)`, 'desc')
        .orderBy(level)
        .limit(limit)
        .execute();
      return rows.map((row) => ({ code: String(row.code), count: Number(row.count) }));
    },

    /** F-term themes with patent counts and titles. */
    async themeCounts(limit = 100, trx: DbExecutor = db) {
      const rows = await trx
        .selectFrom('patent_classifications as c')
        .leftJoin('classification_codes as t', (join) =>
          join.onRef('t.code', '=', 'c.code').on('t.scheme', '=', 'theme'),
        )
        .select(['c.code', 't.title', sql<number>`count(distinct c.patent_id)`.as('count')])
        .where('c.scheme', '=', 'theme')
        .groupBy(['c.code', 't.title'])
        .orderBy(sql`count(distinct c.patent_id)`, 'desc')
        .orderBy('c.code')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
