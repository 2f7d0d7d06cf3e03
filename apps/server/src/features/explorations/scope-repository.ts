import { sql, type Expression, type SqlBool } from 'kysely';
import { parseHeader } from '@app/analysis/csv';
import type { ExplorationScope, ExplorationTheme, VariableInfo } from '@app/contract/explorations';
import { customaryUnit } from '@app/contract/display-units';
import type { DbExecutor } from '../../db/schema.js';
import type { CatalogueNames, ScopeExample } from './training-matrix.js';
import {
  conditionKey,
  ingredientKey,
  materialIdOfKey,
  propertyDefIdOfKey,
  propertyKey,
} from './variables.js';

/*
 * Read-only SQL over the catalogue for explorations: which examples a scope holds, the examples themselves
 * (composition, conditions, properties in canonical units), and the patents, products and classification
 * titles results refer to. Catalogue tables belong to features/catalogue (write/); nothing here writes them.
 */

export type CatalogueScope = Exclude<ExplorationScope, { type: 'csv' }>;

const CHUNK = 500;

function chunks<T>(values: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

/** An even, deterministic subset of at most `max` values (keeps the order). */
/**
 * A condition or property value in the unit researchers read it in (a vulcanisation time in min, not h:
 * `customaryUnit` of the contract). Converted here, where the examples are read, so the variables offered,
 * the training table, the engine, the results, the goals the user types and the FTO comparisons all share
 * one unit and nothing has to be converted back.
 */
function inCustomaryUnit(
  name: string,
  value: number | null,
  unit: string | null,
): { value: number | null; unit: string | null } {
  const display = customaryUnit(name, unit);
  if (!display) return { value, unit };
  return { value: value === null ? null : display.toDisplay(value), unit: display.unit };
}

export function evenSample<T>(values: readonly T[], max: number): T[] {
  if (values.length <= max) return [...values];
  const out: T[] = [];
  for (let i = 0; i < max; i++) out.push(values[Math.floor((i * values.length) / max)]!);
  return out;
}

const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createScopeRepository(db: DbExecutor) {
  /** Patent ids of a catalogue scope as a subquery, or null when the scope selects examples directly. */
  function patentCondition(scope: CatalogueScope): Expression<SqlBool> | null {
    switch (scope.type) {
      case 'classification': {
        const code = scope.code;
        const sub =
          scope.scheme === 'ipc'
            ? db
                .selectFrom('patent_classifications')
                .select('patent_id')
                .where('scheme', '=', 'ipc')
                .where((eb) =>
                  eb.or([
                    eb('code', '=', code),
                    eb('main_group', '=', code),
                    eb('subclass', '=', code),
                    eb('class', '=', code),
                  ]),
                )
            : db
                .selectFrom('patent_classifications')
                .select('patent_id')
                .where('scheme', '=', 'theme')
                .where((eb) => eb.or([eb('code', '=', code), eb('theme', '=', code)]));
        return sql<SqlBool>`examples.patent_id in (${sub})`;
      }
      case 'patents':
        return sql<SqlBool>`examples.patent_id in (${sql.join(scope.patentIds)})`;
      case 'search': {
        const terms = scope.query.split(/\s+/).filter(Boolean).slice(0, 10);
        let sub = db.selectFrom('patents').select('id');
        for (const term of terms) {
          const pattern = likePattern(term);
          sub = sub.where(
            sql<SqlBool>`(lower(patents.title) like ${pattern} escape '\\' or lower(coalesce(patents.abstract, '')) like ${pattern} escape '\\')`,
          );
        }
        return sql<SqlBool>`examples.patent_id in (${sub})`;
      }
      case 'materials':
        return null;
    }
  }

  return {
    /** Example ids (and their patents) of a catalogue scope, in id order. */
    /** The examples of a scope; with `measuring`, only those that report one of these property definitions. */
    async scopeExampleRefs(
      scope: CatalogueScope,
      includeComparative: boolean,
      measuring?: readonly number[],
    ): Promise<{ id: number; patentId: number }[]> {
      let query = db
        .selectFrom('examples')
        .select(['examples.id', 'examples.patent_id'])
        .orderBy('examples.id');
      const condition = patentCondition(scope);
      if (condition) query = query.where(condition);
      if (scope.type === 'materials') {
        const sub = db
          .selectFrom('example_components')
          .select('example_id')
          .where('material_id', 'in', scope.materialIds);
        query = query.where('examples.id', 'in', sub);
      }
      if (!includeComparative) query = query.where('examples.comparative', '=', 0);
      if (measuring && measuring.length > 0) {
        const sub = db
          .selectFrom('example_properties')
          .select('example_id')
          .where('property_def_id', 'in', [...measuring]);
        query = query.where('examples.id', 'in', sub);
      }
      const rows = await query.execute();
      return rows.map((row) => ({ id: Number(row.id), patentId: Number(row.patent_id) }));
    },

    /**
     * The examples with composition (canonical units), conditions and properties (each in its customary unit,
     * `inCustomaryUnit`), in the order of `ids`.
     */
    async loadExamples(ids: readonly number[]): Promise<ScopeExample[]> {
      const byId = new Map<number, ScopeExample>();
      for (const part of chunks(ids)) {
        const examples = await db
          .selectFrom('examples')
          .select(['id', 'patent_id', 'label', 'comparative'])
          .where('id', 'in', part)
          .execute();
        for (const e of examples) {
          byId.set(Number(e.id), {
            id: Number(e.id),
            patentId: Number(e.patent_id),
            label: e.label,
            comparative: Number(e.comparative) === 1,
            components: [],
            conditions: [],
            properties: [],
          });
        }
        const components = await db
          .selectFrom('example_components')
          .select(['example_id', 'material_id', 'name', 'amount_canonical', 'unit_canonical'])
          .where('example_id', 'in', part)
          .orderBy('example_id')
          .orderBy('ordinal')
          .execute();
        for (const c of components) {
          const materialId = c.material_id === null ? null : Number(c.material_id);
          byId.get(Number(c.example_id))?.components.push({
            key: ingredientKey(materialId, c.name),
            name: c.name,
            amount: c.amount_canonical,
            unit: c.unit_canonical,
          });
        }
        const conditions = await db
          .selectFrom('example_conditions')
          .select(['example_id', 'name', 'value_canonical', 'unit_canonical'])
          .where('example_id', 'in', part)
          .orderBy('example_id')
          .orderBy('ordinal')
          .execute();
        for (const c of conditions) {
          byId.get(Number(c.example_id))?.conditions.push({
            key: conditionKey(c.name),
            name: c.name,
            ...inCustomaryUnit(c.name, c.value_canonical, c.unit_canonical),
          });
        }
        const properties = await db
          .selectFrom('example_properties')
          .select(['example_id', 'property_def_id', 'name', 'value_canonical', 'unit_canonical'])
          .where('example_id', 'in', part)
          .orderBy('example_id')
          .orderBy('ordinal')
          .execute();
        for (const p of properties) {
          const defId = p.property_def_id === null ? null : Number(p.property_def_id);
          byId.get(Number(p.example_id))?.properties.push({
            key: propertyKey(defId, p.name),
            name: p.name,
            ...inCustomaryUnit(p.name, p.value_canonical, p.unit_canonical),
          });
        }
      }
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Catalogue names of material and property keys, and the better direction of properties. */
    async catalogueNames(keys: Iterable<string>): Promise<CatalogueNames> {
      const materialIds = new Set<number>();
      const propertyIds = new Set<number>();
      for (const key of keys) {
        const m = materialIdOfKey(key);
        if (m !== null) materialIds.add(m);
        const p = propertyDefIdOfKey(key);
        if (p !== null) propertyIds.add(p);
      }
      const names = new Map<string, string>();
      const directions = new Map<string, 'higher' | 'lower'>();
      for (const part of chunks([...materialIds])) {
        const rows = await db
          .selectFrom('materials')
          .select(['id', 'name'])
          .where('id', 'in', part)
          .execute();
        for (const row of rows) names.set(`ingredient:m:${row.id}`, row.name);
      }
      for (const part of chunks([...propertyIds])) {
        const rows = await db
          .selectFrom('property_defs')
          .select(['id', 'name', 'direction'])
          .where('id', 'in', part)
          .execute();
        for (const row of rows) {
          names.set(`property:p:${row.id}`, row.name);
          if (row.direction === 'higher' || row.direction === 'lower')
            directions.set(`property:p:${row.id}`, row.direction);
        }
      }
      return { names, directions };
    },

    /**
     * Names of variable keys without loading a scope (what the list shows before the job has run): catalogue
     * names for material and property keys, the name inside the key otherwise. Units come later, from the data.
     */
    async describeKeys(
      inputs: readonly string[],
      targets: readonly string[],
    ): Promise<{
      inputs: VariableInfo[];
      targets: VariableInfo[];
    }> {
      const { names } = await this.catalogueNames([...inputs, ...targets]);
      const describe = (key: string, role: 'input' | 'target'): VariableInfo => {
        if (key.startsWith('csv:')) {
          const header = parseHeader(key.slice(4));
          return {
            key,
            kind: role === 'input' ? 'csvInput' : 'csvTarget',
            name: header.name,
            unit: header.unit,
          };
        }
        const kind = key.startsWith('condition:')
          ? 'condition'
          : key.startsWith('property:')
            ? 'property'
            : 'ingredient';
        const fallback = key.replace(/^(ingredient|property):[mnp]:|^condition:/, '');
        return { key, kind, name: names.get(key) ?? fallback, unit: null };
      };
      return {
        inputs: inputs.map((key) => describe(key, 'input')),
        targets: targets.map((key) => describe(key, 'target')),
      };
    },

    /** IPC main groups (of each patent's first IPC) and F-term themes that have examples, most examples first. */
    async themes(limit = 40): Promise<ExplorationTheme[]> {
      const ipc = await db
        .selectFrom('patent_classifications as pc')
        .innerJoin('patents as p', 'p.id', 'pc.patent_id')
        .select((eb) => [
          'pc.main_group as code',
          eb.fn.count<number>('pc.patent_id').distinct().as('patents'),
          eb.fn.sum<number>('p.example_count').as('examples'),
        ])
        .where('pc.scheme', '=', 'ipc')
        .where('pc.is_first', '=', 1)
        .where('pc.main_group', 'is not', null)
        .where('p.example_count', '>', 0)
        .groupBy('pc.main_group')
        .orderBy('examples', 'desc')
        .limit(limit)
        .execute();
      const themes = await db
        .selectFrom('patent_classifications as pc')
        .innerJoin('patents as p', 'p.id', 'pc.patent_id')
        .select((eb) => [
          'pc.code as code',
          eb.fn.count<number>('pc.patent_id').distinct().as('patents'),
          eb.fn.sum<number>('p.example_count').as('examples'),
        ])
        .where('pc.scheme', '=', 'theme')
        .where('p.example_count', '>', 0)
        .groupBy('pc.code')
        .orderBy('examples', 'desc')
        .limit(limit)
        .execute();
      const titles = new Map<string, string>();
      if (themes.length > 0) {
        const rows = await db
          .selectFrom('classification_codes')
          .select(['code', 'title'])
          .where('scheme', '=', 'theme')
          .where(
            'code',
            'in',
            themes.map((r) => r.code),
          )
          .execute();
        for (const row of rows) titles.set(`theme:${row.code}`, row.title);
      }
      const groups = ipc.map((r) => r.code!);
      if (groups.length > 0) {
        const rows = await db
          .selectFrom('classification_codes')
          .select(['code', 'title'])
          .where('scheme', '=', 'ipc')
          .where(
            'code',
            'in',
            groups.flatMap((g) => [g, `${g}/00`]),
          )
          .execute();
        for (const row of rows) titles.set(`ipc:${row.code.replace(/\/00$/, '')}`, row.title);
        for (const group of groups.filter((g) => !titles.has(`ipc:${g}`))) {
          const row = await db
            .selectFrom('classification_codes')
            .select('title')
            .where('scheme', '=', 'ipc')
            .where('code', 'like', `${group}/%`)
            .orderBy('code')
            .limit(1)
            .executeTakeFirst();
          if (row) titles.set(`ipc:${group}`, row.title);
        }
      }
      return [
        ...ipc.map((r) => ({
          scheme: 'ipc' as const,
          code: r.code!,
          title: titles.get(`ipc:${r.code}`) ?? r.code!,
          patentCount: Number(r.patents),
          exampleCount: Number(r.examples),
        })),
        ...themes.map((r) => ({
          scheme: 'theme' as const,
          code: r.code,
          title: titles.get(`theme:${r.code}`) ?? r.code,
          patentCount: Number(r.patents),
          exampleCount: Number(r.examples),
        })),
      ];
    },

    async patents(
      ids: readonly number[],
    ): Promise<Map<number, { publicationNumber: string; title: string }>> {
      const out = new Map<number, { publicationNumber: string; title: string }>();
      for (const part of chunks([...new Set(ids)])) {
        const rows = await db
          .selectFrom('patents')
          .select(['id', 'publication_number', 'title'])
          .where('id', 'in', part)
          .execute();
        for (const row of rows)
          out.set(Number(row.id), { publicationNumber: row.publication_number, title: row.title });
      }
      return out;
    },

    /** Products with at least one of these base materials: their names, makers and all their base materials. */
    async productsWithMaterials(
      materialIds: readonly number[],
      limit = 5000,
    ): Promise<{ id: number; name: string; makerName: string | null; materialIds: number[] }[]> {
      if (materialIds.length === 0) return [];
      const products = await db
        .selectFrom('products as p')
        .leftJoin('companies as c', 'c.id', 'p.maker_id')
        .select(['p.id', 'p.name', 'c.name as maker'])
        .where(
          'p.id',
          'in',
          db.selectFrom('product_materials').select('product_id').where('material_id', 'in', materialIds),
        )
        .orderBy('p.id')
        .limit(limit)
        .execute();
      const materials = new Map<number, number[]>();
      for (const part of chunks(products.map((p) => Number(p.id)))) {
        const rows = await db
          .selectFrom('product_materials')
          .select(['product_id', 'material_id'])
          .where('product_id', 'in', part)
          .execute();
        for (const row of rows) {
          const list = materials.get(Number(row.product_id)) ?? [];
          list.push(Number(row.material_id));
          materials.set(Number(row.product_id), list);
        }
      }
      return products.map((p) => ({
        id: Number(p.id),
        name: p.name,
        makerName: p.maker ?? null,
        materialIds: materials.get(Number(p.id)) ?? [],
      }));
    },

    /** Material ids by normalised alias (for ingredients known only by name, and CSV columns). */
    async materialIdsByNormalizedName(names: readonly string[]): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      for (const part of chunks([...new Set(names)].filter(Boolean))) {
        const rows = await db
          .selectFrom('material_aliases')
          .select(['normalized', 'material_id'])
          .where('normalized', 'in', part)
          .orderBy('id')
          .execute();
        for (const row of rows)
          if (!out.has(row.normalized)) out.set(row.normalized, Number(row.material_id));
      }
      return out;
    },
  };
}

export type ScopeRepository = ReturnType<typeof createScopeRepository>;
