import type { VariableInfo } from '@app/contract/explorations';
import type { DbExecutor } from '../../db/schema.js';
import type { FtoPatent, FtoRange, FtoVariables } from './fto.js';
import { isIngredient, materialIdOfKey, normalizeName, propertyDefIdOfKey } from './variables.js';

/** Legal statuses under which a patent (or application) can still be enforced. */
const LIVE_LEGAL_STATUSES = ['pending', 'granted'] as const;

/** At most this many live patents are checked per exploration (those sharing the most inputs come first). */
const MAX_FTO_PATENTS = 3000;
const CHUNK = 500;

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

function chunks<T>(values: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

/** Claim ranges of live patents that can concern an exploration's inputs (read-only catalogue SQL). */
export function createFtoRepository(db: DbExecutor) {
  return {
    /** Materials of the ingredient inputs (by key, or by name through the material aliases) and properties of the targets. */
    async resolveVariables(
      inputs: readonly VariableInfo[],
      targets: readonly VariableInfo[],
    ): Promise<FtoVariables> {
      const materialOfInput = new Map<string, number>();
      const byName: VariableInfo[] = [];
      for (const input of inputs.filter(isIngredient)) {
        const id = materialIdOfKey(input.key);
        if (id !== null) materialOfInput.set(input.key, id);
        else byName.push(input);
      }
      const names = [...new Set(byName.map((v) => normalizeName(v.name)).filter(Boolean))];
      for (const part of chunks(names)) {
        const rows = await db
          .selectFrom('material_aliases')
          .select(['normalized', 'material_id'])
          .where('normalized', 'in', part)
          .orderBy('id')
          .execute();
        const first = new Map<string, number>();
        for (const row of rows)
          if (!first.has(row.normalized)) first.set(row.normalized, Number(row.material_id));
        for (const input of byName) {
          const id = first.get(normalizeName(input.name));
          if (id !== undefined) materialOfInput.set(input.key, id);
        }
      }
      const propertyOfTarget = new Map<string, number>();
      for (const target of targets) {
        const id = propertyDefIdOfKey(target.key);
        if (id !== null) propertyOfTarget.set(target.key, id);
      }
      return { inputs, targets, materialOfInput, propertyOfTarget };
    },

    async livePatentsFor(variables: FtoVariables): Promise<FtoPatent[]> {
      const materials = [...new Set(variables.materialOfInput.values())];
      const subjects = variables.inputs
        .filter((v) => isIngredient(v) && !variables.materialOfInput.has(v.key))
        .map((v) => v.name);
      if (materials.length === 0 && subjects.length === 0) return [];
      const hits = new Map<number, number>();
      const count = (rows: { patent_id: number }[]) => {
        for (const row of rows) hits.set(Number(row.patent_id), (hits.get(Number(row.patent_id)) ?? 0) + 1);
      };
      const live = db
        .selectFrom('patents')
        .select('id')
        .where('legal_status', 'in', [...LIVE_LEGAL_STATUSES]);
      count(
        await db
          .selectFrom('claim_ranges')
          .select('patent_id')
          .where('kind', '=', 'ingredient')
          .where('patent_id', 'in', live)
          .where((eb) =>
            eb.or([
              ...(materials.length ? [eb('material_id', 'in', materials)] : []),
              ...(subjects.length ? [eb('subject', 'in', subjects)] : []),
            ]),
          )
          .execute(),
      );
      if (materials.length > 0) {
        // Ranges stated for a component symbol ("(B)成分") whose materials only the examples name.
        count(
          await db
            .selectFrom('example_components as ec')
            .innerJoin('examples as e', 'e.id', 'ec.example_id')
            .select('e.patent_id')
            .distinct()
            .where('ec.material_id', 'in', materials)
            .where('ec.group_symbol', 'is not', null)
            .where('e.patent_id', 'in', live)
            .where(
              'e.patent_id',
              'in',
              db
                .selectFrom('claim_ranges')
                .select('patent_id')
                .where('kind', '=', 'ingredient')
                .where('group_symbol', 'is not', null)
                .where('material_id', 'is', null),
            )
            .execute(),
        );
      }
      const ids = [...hits.entries()]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, MAX_FTO_PATENTS)
        .map(([id]) => id)
        .sort((a, b) => a - b);
      const patents: FtoPatent[] = [];
      for (const part of chunks(ids)) {
        const rows = await db
          .selectFrom('patents')
          .select(['id', 'publication_number', 'title', 'legal_status'])
          .where('id', 'in', part)
          .orderBy('id')
          .execute();
        const ranges = await db
          .selectFrom('claim_ranges')
          .selectAll()
          .where('patent_id', 'in', part)
          .orderBy('patent_id')
          .orderBy('claim_number')
          .orderBy('ordinal')
          .execute();
        const claims = await db
          .selectFrom('patent_claims')
          .select(['patent_id', 'number', 'depends_on'])
          .where('patent_id', 'in', part)
          .execute();
        const groups = await db
          .selectFrom('example_components as ec')
          .innerJoin('examples as e', 'e.id', 'ec.example_id')
          .select(['e.patent_id', 'ec.group_symbol', 'ec.material_id'])
          .distinct()
          .where('e.patent_id', 'in', part)
          .where('ec.group_symbol', 'is not', null)
          .where('ec.material_id', 'is not', null)
          .execute();
        const rangesOf = groupBy(ranges, (r) => Number(r.patent_id));
        const claimsOf = groupBy(claims, (c) => Number(c.patent_id));
        const groupsOf = groupBy(groups, (g) => Number(g.patent_id));
        for (const row of rows) {
          const id = Number(row.id);
          const dependsOn = new Map<number, number[]>();
          for (const claim of claimsOf.get(id) ?? []) {
            let parents: number[] = [];
            try {
              const parsed = JSON.parse(claim.depends_on) as unknown;
              if (Array.isArray(parsed)) parents = parsed.filter((n): n is number => typeof n === 'number');
            } catch {
              parents = [];
            }
            dependsOn.set(claim.number, parents);
          }
          const groupMaterials = new Map<string, Set<number>>();
          for (const g of groupsOf.get(id) ?? []) {
            const set = groupMaterials.get(g.group_symbol!) ?? new Set<number>();
            set.add(Number(g.material_id));
            groupMaterials.set(g.group_symbol!, set);
          }
          patents.push({
            id,
            publicationNumber: row.publication_number,
            title: row.title,
            legalStatus: row.legal_status,
            dependsOn,
            groupMaterials,
            ranges: (rangesOf.get(id) ?? []).map((r): FtoRange => ({
              claim: r.claim_number,
              kind: r.kind,
              subject: r.subject,
              groupSymbol: r.group_symbol,
              materialId: r.material_id === null ? null : Number(r.material_id),
              propertyDefId: r.property_def_id === null ? null : Number(r.property_def_id),
              min: r.min,
              max: r.max,
              minInclusive: Number(r.min_inclusive) === 1,
              maxInclusive: Number(r.max_inclusive) === 1,
              unit: r.unit,
              basis: r.basis,
            })),
          });
        }
      }
      return patents;
    },
  };
}

export type FtoRepository = ReturnType<typeof createFtoRepository>;
