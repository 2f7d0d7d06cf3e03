import type { DbExecutor } from '../../db/schema.js';

/**
 * What the visualisation reads of each matching patent, in a few set-wise queries whatever the number of
 * patents: a small set goes as `id in (…)` batches; a large one (up to the whole catalogue) as one scan of
 * each table filtered in memory, since thousands of bound ids cost more than reading the rows.
 */

const BATCH = 500;
/** Above this many patents a table is scanned once instead of queried in id batches. */
const SCAN_FROM = 1500;

/** Rows of `query` for these patents: batches of ids, or one scan (query(null)) filtered by `patentOf`. */
export async function rowsOfPatents<T>(
  ids: readonly number[],
  query: (batch: number[] | null) => Promise<T[]>,
  patentOf: (row: T) => number,
): Promise<T[]> {
  if (ids.length === 0) return [];
  if (ids.length > SCAN_FROM) {
    const wanted = new Set(ids);
    return (await query(null)).filter((row) => wanted.has(patentOf(row)));
  }
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += BATCH) {
    rows.push(...(await query(ids.slice(start, start + BATCH))));
  }
  return rows;
}

export interface PatentRow {
  id: number;
  externalId: string;
  publicationNumber: string;
  title: string;
  year: number | null;
  /** The first applicant: company (名寄せ) when known, else the name as printed. */
  applicantCompany: number | null;
  applicantName: string | null;
  /** Every applicant company (distinct), for the ranking and the matrices. */
  companies: number[];
  ipcs: string[];
  themes: string[];
}

export interface Company {
  externalId: string;
  name: string;
}

/** The patents (in the order of `ids`) with applicants, IPC subclasses and theme codes; and the companies. */
export async function loadPatentRows(
  db: DbExecutor,
  ids: readonly number[],
  parts: { codes: boolean } = { codes: true },
): Promise<{ patents: PatentRow[]; companies: Map<number, Company> }> {
  const [patents, applicants, codes] = await Promise.all([
    rowsOfPatents(
      ids,
      (batch) => {
        let query = db
          .selectFrom('patents')
          .select(['id', 'external_id', 'publication_number', 'title', 'application_year']);
        if (batch) query = query.where('id', 'in', batch);
        return query.execute();
      },
      (row) => Number(row.id),
    ),
    rowsOfPatents(
      ids,
      (batch) => {
        let query = db.selectFrom('patent_applicants').select(['patent_id', 'ordinal', 'name', 'company_id']);
        if (batch) query = query.where('patent_id', 'in', batch);
        return query.execute();
      },
      (row) => Number(row.patent_id),
    ),
    parts.codes
      ? rowsOfPatents(
          ids,
          (batch) => {
            let query = db
              .selectFrom('patent_classifications')
              .select(['patent_id', 'scheme', 'code', 'subclass'])
              .where('scheme', 'in', ['ipc', 'theme']);
            if (batch) query = query.where('patent_id', 'in', batch);
            return query.orderBy('patent_id').orderBy('ordinal').execute();
          },
          (row) => Number(row.patent_id),
        )
      : Promise.resolve([]),
  ]);

  const byId = new Map<number, PatentRow>();
  for (const row of patents) {
    byId.set(Number(row.id), {
      id: Number(row.id),
      externalId: row.external_id,
      publicationNumber: row.publication_number,
      title: row.title,
      year: row.application_year === null ? null : Number(row.application_year),
      applicantCompany: null,
      applicantName: null,
      companies: [],
      ipcs: [],
      themes: [],
    });
  }
  const firstOrdinal = new Map<number, number>();
  for (const row of applicants) {
    const patent = byId.get(Number(row.patent_id));
    if (!patent) continue;
    const company = row.company_id === null ? null : Number(row.company_id);
    if (company !== null && !patent.companies.includes(company)) patent.companies.push(company);
    const ordinal = Number(row.ordinal);
    if (ordinal < (firstOrdinal.get(patent.id) ?? Infinity)) {
      firstOrdinal.set(patent.id, ordinal);
      patent.applicantCompany = company;
      patent.applicantName = row.name;
    }
  }
  for (const row of codes) {
    const patent = byId.get(Number(row.patent_id));
    if (!patent) continue;
    if (row.scheme === 'ipc') {
      if (row.subclass && !patent.ipcs.includes(row.subclass)) patent.ipcs.push(row.subclass);
    } else {
      // Theme codes as the search index's theme facet holds them (no spaces).
      const theme = row.code.replace(/\s+/g, '');
      if (!patent.themes.includes(theme)) patent.themes.push(theme);
    }
  }

  const companyIds = new Set<number>();
  for (const patent of byId.values()) for (const company of patent.companies) companyIds.add(company);
  const companies = new Map<number, Company>();
  const list = [...companyIds];
  for (let start = 0; start < list.length; start += BATCH) {
    const rows = await db
      .selectFrom('companies')
      .select(['id', 'external_id', 'name'])
      .where('id', 'in', list.slice(start, start + BATCH))
      .execute();
    for (const row of rows) companies.set(Number(row.id), { externalId: row.external_id, name: row.name });
  }
  return { patents: ids.flatMap((id) => byId.get(id) ?? []), companies };
}
