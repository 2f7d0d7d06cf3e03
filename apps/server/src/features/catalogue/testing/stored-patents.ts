import type { Selectable } from 'kysely';
import type {
  ClaimRangesTable,
  DbExecutor,
  ExampleComponentsTable,
  ExampleConditionsTable,
  ExamplePropertiesTable,
  ExamplesTable,
  PatentCitationsTable,
  PatentClassificationsTable,
  PatentsTable,
} from '../../../db/schema.js';
import { normalizePublicationNumber } from '../common/normalize.js';

/**
 * Reads of patents and their examples. Rows come back as stored (snake_case, flags 0/1).
 * Test support only: the import tests read back what the importer stored, row by row (the API's reads are in read/). Every method takes an optional
 * executor (transaction). Lists of ids are read in chunks (parameter limits).
 */

export type PatentRow = Selectable<PatentsTable>;
export type ExampleRow = Selectable<ExamplesTable>;

export interface PatentApplicant {
  ordinal: number;
  name: string;
  role: string;
  company_id: number | null;
  company_name: string | null;
}

export interface PatentClaim {
  number: number;
  text: string;
  depends_on: number[];
  independent: boolean;
}

export interface ExampleMeasurement extends Selectable<ExamplePropertiesTable> {
  property_name: string | null;
}

export interface ExampleComponent extends Selectable<ExampleComponentsTable> {
  material_name: string | null;
}

export interface ExampleDetail extends ExampleRow {
  components: ExampleComponent[];
  conditions: Selectable<ExampleConditionsTable>[];
  properties: ExampleMeasurement[];
}

export interface ClaimRangeRow extends Selectable<ClaimRangesTable> {
  material_name: string | null;
  property_name: string | null;
}

export interface PatentDetail extends PatentRow {
  claims: PatentClaim[];
  applicants: PatentApplicant[];
  inventors: string[];
  classifications: Selectable<PatentClassificationsTable>[];
  citations: (Selectable<PatentCitationsTable> & { cited_patent_id: number | null })[];
  claimRanges: ClaimRangeRow[];
  examples: ExampleDetail[];
}

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

export function createPatentRepository(db: DbExecutor) {
  const repository = {
    async findById(id: number, trx: DbExecutor = db): Promise<PatentRow | undefined> {
      return trx.selectFrom('patents').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByExternalId(externalId: string, trx: DbExecutor = db): Promise<PatentRow | undefined> {
      return trx.selectFrom('patents').selectAll().where('external_id', '=', externalId).executeTakeFirst();
    },

    /** Any spelling of the number: 特開2021-123456, US 8,927,118 B2, US08927118B2. */
    async findByPublicationNumber(number: string, trx: DbExecutor = db): Promise<PatentRow | undefined> {
      return trx
        .selectFrom('patents')
        .selectAll()
        .where('publication_number_normalized', '=', normalizePublicationNumber(number))
        .executeTakeFirst();
    },

    async claims(patentId: number, trx: DbExecutor = db): Promise<PatentClaim[]> {
      const rows = await trx
        .selectFrom('patent_claims')
        .select(['number', 'text', 'depends_on', 'independent'])
        .where('patent_id', '=', patentId)
        .orderBy('number')
        .execute();
      return rows.map((row) => ({
        number: row.number,
        text: row.text,
        depends_on: JSON.parse(row.depends_on) as number[],
        independent: row.independent === 1,
      }));
    },

    async applicants(patentId: number, trx: DbExecutor = db): Promise<PatentApplicant[]> {
      return trx
        .selectFrom('patent_applicants as a')
        .leftJoin('companies as c', 'c.id', 'a.company_id')
        .select(['a.ordinal', 'a.name', 'a.role', 'a.company_id', 'c.name as company_name'])
        .where('a.patent_id', '=', patentId)
        .orderBy('a.ordinal')
        .execute();
    },

    async inventors(patentId: number, trx: DbExecutor = db): Promise<string[]> {
      const rows = await trx
        .selectFrom('patent_inventors')
        .select('name')
        .where('patent_id', '=', patentId)
        .orderBy('ordinal')
        .execute();
      return rows.map((row) => row.name);
    },

    async classifications(patentId: number, trx: DbExecutor = db) {
      return trx
        .selectFrom('patent_classifications')
        .selectAll()
        .where('patent_id', '=', patentId)
        .orderBy('scheme')
        .orderBy('ordinal')
        .execute();
    },

    /** Citations, with the cited patent's id when it is in the catalogue. */
    async citations(patentId: number, trx: DbExecutor = db) {
      return trx
        .selectFrom('patent_citations as c')
        .leftJoin('patents as p', 'p.publication_number_normalized', 'c.cited_normalized')
        .selectAll('c')
        .select('p.id as cited_patent_id')
        .where('c.patent_id', '=', patentId)
        .orderBy('c.ordinal')
        .execute();
    },

    async claimRanges(patentIds: readonly number[], trx: DbExecutor = db): Promise<ClaimRangeRow[]> {
      const out: ClaimRangeRow[] = [];
      for (const ids of chunks(patentIds)) {
        out.push(
          ...(await trx
            .selectFrom('claim_ranges as r')
            .leftJoin('materials as m', 'm.id', 'r.material_id')
            .leftJoin('property_defs as d', 'd.id', 'r.property_def_id')
            .selectAll('r')
            .select(['m.name as material_name', 'd.name as property_name'])
            .where('r.patent_id', 'in', ids)
            .orderBy('r.patent_id')
            .orderBy('r.ordinal')
            .execute()),
        );
      }
      return out;
    },

    /** Examples with composition, conditions and measurements, by example ids (in the given order). */
    async examplesByIds(exampleIds: readonly number[], trx: DbExecutor = db): Promise<ExampleDetail[]> {
      const examples: ExampleRow[] = [];
      for (const ids of chunks(exampleIds)) {
        examples.push(...(await trx.selectFrom('examples').selectAll().where('id', 'in', ids).execute()));
      }
      const byId = new Map(examples.map((row) => [row.id, row]));
      return attachExampleParts(
        trx,
        exampleIds.map((id) => byId.get(id)).filter((row): row is ExampleRow => row !== undefined),
      );
    },

    /** Every example of the patents, in table order. */
    async examplesOf(patentIds: readonly number[], trx: DbExecutor = db): Promise<ExampleDetail[]> {
      const examples: ExampleRow[] = [];
      for (const ids of chunks(patentIds)) {
        examples.push(
          ...(await trx
            .selectFrom('examples')
            .selectAll()
            .where('patent_id', 'in', ids)
            .orderBy('patent_id')
            .orderBy('ordinal')
            .orderBy('id')
            .execute()),
        );
      }
      return attachExampleParts(trx, examples);
    },

    /** A patent with everything the detail page shows (examples included). */
    async loadPatent(id: number, trx: DbExecutor = db): Promise<PatentDetail | undefined> {
      const patent = await repository.findById(id, trx);
      if (!patent) return undefined;
      const [claims, applicants, inventors, classifications, citations, claimRanges, examples] = [
        await repository.claims(id, trx),
        await repository.applicants(id, trx),
        await repository.inventors(id, trx),
        await repository.classifications(id, trx),
        await repository.citations(id, trx),
        await repository.claimRanges([id], trx),
        await repository.examplesOf([id], trx),
      ];
      return { ...patent, claims, applicants, inventors, classifications, citations, claimRanges, examples };
    },

    /** One example with its parts and the patent it belongs to. */
    async loadExample(
      id: number,
      trx: DbExecutor = db,
    ): Promise<(ExampleDetail & { patent: PatentRow }) | undefined> {
      const [example] = await repository.examplesByIds([id], trx);
      if (!example) return undefined;
      const patent = await repository.findById(example.patent_id, trx);
      return patent ? { ...example, patent } : undefined;
    },
  };
  return repository;
}

async function attachExampleParts(
  trx: DbExecutor,
  examples: readonly ExampleRow[],
): Promise<ExampleDetail[]> {
  const components: ExampleComponent[] = [];
  const conditions: Selectable<ExampleConditionsTable>[] = [];
  const properties: ExampleMeasurement[] = [];
  for (const ids of chunks(examples.map((example) => example.id))) {
    components.push(
      ...(await trx
        .selectFrom('example_components as c')
        .leftJoin('materials as m', 'm.id', 'c.material_id')
        .selectAll('c')
        .select('m.name as material_name')
        .where('c.example_id', 'in', ids)
        .orderBy('c.example_id')
        .orderBy('c.ordinal')
        .execute()),
    );
    conditions.push(
      ...(await trx
        .selectFrom('example_conditions')
        .selectAll()
        .where('example_id', 'in', ids)
        .orderBy('example_id')
        .orderBy('ordinal')
        .execute()),
    );
    properties.push(
      ...(await trx
        .selectFrom('example_properties as p')
        .leftJoin('property_defs as d', 'd.id', 'p.property_def_id')
        .selectAll('p')
        .select('d.name as property_name')
        .where('p.example_id', 'in', ids)
        .orderBy('p.example_id')
        .orderBy('p.ordinal')
        .execute()),
    );
  }
  const componentsBy = groupBy(components, (row) => row.example_id);
  const conditionsBy = groupBy(conditions, (row) => row.example_id);
  const propertiesBy = groupBy(properties, (row) => row.example_id);
  return examples.map((example) => ({
    ...example,
    components: componentsBy.get(example.id) ?? [],
    conditions: conditionsBy.get(example.id) ?? [],
    properties: propertiesBy.get(example.id) ?? [],
  }));
}

export type PatentRepository = ReturnType<typeof createPatentRepository>;
