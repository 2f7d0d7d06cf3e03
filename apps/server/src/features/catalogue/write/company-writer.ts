import type { CompanyRecord } from '@app/contract/interchange';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/schema.js';
import { normalizeCompanyName } from '../common/normalize.js';
import type { WriterContext } from './writer-context.js';
import type { WriteOutcome } from './writer-records.js';

/**
 * Companies: company records, and the companies applicant names of patents resolve to (名寄せ through
 * normalised spellings; a company made from an applicant name merges into the real record that later
 * claims the name).
 */

async function claimCompanyAlias(
  ctx: WriterContext,
  trx: DbExecutor,
  companyId: number,
  alias: string,
  normalized: string,
) {
  const { ids: companyIds, aliases: companyAliases, auto: autoCompanies } = await ctx.caches.companies(trx);
  const owner = companyAliases.get(normalized);
  if (owner && owner.companyId === companyId) return;
  if (owner && !owner.auto) return; // first real company keeps the spelling
  if (owner && owner.auto) {
    // A company created from an applicant name merges into the real one (名寄せ). Queued applicant rows
    // may name the company that is about to go: write them first.
    await ctx.children.flush(trx);
    await trx
      .updateTable('company_aliases')
      .set({ company_id: companyId })
      .where('company_id', '=', owner.companyId)
      .execute();
    await trx
      .updateTable('patent_applicants')
      .set({ company_id: companyId })
      .where('company_id', '=', owner.companyId)
      .execute();
    await trx.deleteFrom('companies').where('id', '=', owner.companyId).execute();
    for (const [key, value] of companyAliases) {
      if (value.companyId === owner.companyId)
        companyAliases.set(key, { companyId, auto: autoCompanies.has(companyId) });
    }
    for (const [key, value] of companyIds) if (value === owner.companyId) companyIds.delete(key);
    autoCompanies.delete(owner.companyId);
    ctx.track('companies', companyId);
    if (companyAliases.get(normalized)?.companyId === companyId) return;
  }
  await trx.insertInto('company_aliases').values({ company_id: companyId, alias, normalized }).execute();
  companyAliases.set(normalized, { companyId, auto: autoCompanies.has(companyId) });
}

export async function writeCompany(
  ctx: WriterContext,
  trx: DbExecutor,
  record: CompanyRecord,
): Promise<WriteOutcome> {
  const { ids: companyIds, aliases: companyAliases, auto: autoCompanies } = await ctx.caches.companies(trx);
  const { id, outcome } = await ctx.upsert(
    trx,
    'companies',
    record.id,
    {
      source: ctx.sourceOf(record),
      name: record.name,
      name_en: record.nameEn ?? null,
      kana: record.kana ?? null,
      country: record.country ?? null,
      url: record.url ?? null,
      description: record.description ?? null,
      is_demo: ctx.demoFlag(record),
    },
    companyIds.get(record.id),
  );
  companyIds.set(record.id, id);
  if (ctx.sourceOf(record) === 'applicant') autoCompanies.add(id);
  else autoCompanies.delete(id);
  if (outcome === 'updated') {
    await trx.deleteFrom('company_aliases').where('company_id', '=', id).execute();
    for (const [key, value] of companyAliases) if (value.companyId === id) companyAliases.delete(key);
  }
  const seen = new Set<string>();
  for (const alias of [record.name, record.nameEn, ...record.aliases]) {
    if (!alias) continue;
    const normalized = normalizeCompanyName(alias);
    if (!normalized || seen.has(normalized)) continue;
    seen.add(normalized);
    await claimCompanyAlias(ctx, trx, id, alias, normalized);
  }
  ctx.track('companies', id);
  return outcome;
}

/**
 * A company made from applicant names is named after the first spelling seen; offices print the same
 * applicant in capitals on one patent and in mixed case on the next (IDEMITSU KOSAN CO., LTD. / Idemitsu
 * Kosan Co., Ltd.). The mixed-case spelling, once seen, replaces one in capitals.
 */
async function preferMixedCase(
  ctx: WriterContext,
  trx: DbExecutor,
  companyId: number,
  name: string,
): Promise<void> {
  if (ctx.caches.wellNamed.has(companyId) || !/\p{Ll}/u.test(name)) return;
  ctx.caches.wellNamed.add(companyId);
  const result = await trx
    .updateTable('companies')
    .set({ name })
    .where('id', '=', companyId)
    .where('name', '=', sql<string>`upper(name)`)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) ctx.track('companies', companyId);
}

/** The company an applicant name belongs to; creates one (source 'applicant') for an unknown name. */
export async function resolveApplicant(ctx: WriterContext, trx: DbExecutor, name: string): Promise<number> {
  const { ids: companyIds, aliases: companyAliases, auto: autoCompanies } = await ctx.caches.companies(trx);
  const normalized = normalizeCompanyName(name);
  const owner = companyAliases.get(normalized);
  if (owner) {
    if (owner.auto) await preferMixedCase(ctx, trx, owner.companyId, name);
    return owner.companyId;
  }
  const externalId = `applicant:${normalized}`;
  const { id } = await ctx.upsert(
    trx,
    'companies',
    externalId,
    {
      source: 'applicant',
      name,
      name_en: null,
      kana: null,
      country: null,
      url: null,
      description: null,
      is_demo: 0,
    },
    companyIds.get(externalId),
  );
  companyIds.set(externalId, id);
  autoCompanies.add(id);
  if (/\p{Ll}/u.test(name)) ctx.caches.wellNamed.add(id);
  await trx.insertInto('company_aliases').values({ company_id: id, alias: name, normalized }).execute();
  companyAliases.set(normalized, { companyId: id, auto: true });
  ctx.track('companies', id);
  return id;
}
