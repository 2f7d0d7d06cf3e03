import { sql, type Selectable } from 'kysely';
import type { CompaniesTable, DbExecutor } from '../../../db/schema.js';
import { normalizeCompanyName } from '../common/normalize.js';

/**
 * Reads of companies and their name variants (名寄せ), as stored.
 * Test support only: the import tests read back what the importer stored, row by row (the API's reads are in read/).
 */

export type CompanyRow = Selectable<CompaniesTable>;

export interface CompanyDetail extends CompanyRow {
  aliases: string[];
  patentCount: number;
  productCount: number;
}

export function createCompanyRepository(db: DbExecutor) {
  const repository = {
    async findById(id: number, trx: DbExecutor = db): Promise<CompanyRow | undefined> {
      return trx.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByExternalId(externalId: string, trx: DbExecutor = db): Promise<CompanyRow | undefined> {
      return trx.selectFrom('companies').selectAll().where('external_id', '=', externalId).executeTakeFirst();
    },

    /** The company any spelling belongs to: 「東邦化学(株)」, "TOHO KAGAKU CO LTD", 「東邦化学株式会社」. */
    async findByName(name: string, trx: DbExecutor = db): Promise<CompanyRow | undefined> {
      return trx
        .selectFrom('companies as c')
        .innerJoin('company_aliases as a', 'a.company_id', 'c.id')
        .selectAll('c')
        .where('a.normalized', '=', normalizeCompanyName(name))
        .executeTakeFirst();
    },

    async aliases(companyId: number, trx: DbExecutor = db): Promise<string[]> {
      const rows = await trx
        .selectFrom('company_aliases')
        .select('alias')
        .where('company_id', '=', companyId)
        .orderBy('id')
        .execute();
      return rows.map((row) => row.alias);
    },

    async loadCompany(id: number, trx: DbExecutor = db): Promise<CompanyDetail | undefined> {
      const company = await repository.findById(id, trx);
      if (!company) return undefined;
      const patents = await trx
        .selectFrom('patent_applicants')
        .select(sql<number>`count(distinct patent_id)`.as('n'))
        .where('company_id', '=', id)
        .executeTakeFirstOrThrow();
      const products = await trx
        .selectFrom('products')
        .select(sql<number>`count(*)`.as('n'))
        .where('maker_id', '=', id)
        .executeTakeFirstOrThrow();
      return {
        ...company,
        aliases: await repository.aliases(id, trx),
        patentCount: Number(patents.n),
        productCount: Number(products.n),
      };
    },
  };
  return repository;
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
