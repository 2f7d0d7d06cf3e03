import type { PatentRecord } from '@app/contract/interchange';
import type { DbExecutor } from '../../../db/schema.js';
import { extractClaimRanges } from '../common/claim-ranges.js';
import { normalizeName, normalizePublicationNumber, yearOf } from '../common/normalize.js';
import { resolveApplicant } from './company-writer.js';
import { classificationRows, rangeBounds } from './row-values.js';
import type { WriterContext } from './writer-context.js';
import type { WriteOutcome } from './writer-records.js';

/**
 * Patents: bibliographic columns, claims, applicants (resolved to companies), inventors, classifications,
 * citations and claim ranges — stated by the source, or extracted from the claims' text.
 */

export async function writePatent(
  ctx: WriterContext,
  trx: DbExecutor,
  record: PatentRecord,
): Promise<WriteOutcome> {
  const { ids: materialIds, aliases: materialAliases } = await ctx.caches.materials(trx);
  const {
    byExternalId: propertyDefs,
    aliases: propertyAliases,
    byId: propertyById,
  } = await ctx.caches.properties(trx);
  const applicantIds: (number | null)[] = [];
  const individuals = new Set(record.individualApplicants ?? []);
  for (const name of record.applicants) {
    // A private inventor-applicant is a person: named on the patent, not entered as a company.
    applicantIds.push(individuals.has(name) ? null : await resolveApplicant(ctx, trx, name));
  }

  const ranges = record.claimRanges
    ? record.claimRanges.map((range) => {
        const materialId = range.materialIds?.map((m) => materialIds.get(m)).find((m) => m !== undefined);
        const propertyId = range.propertyId ? propertyDefs.get(range.propertyId)?.id : undefined;
        return {
          claim_number: range.claim,
          kind: range.kind,
          subject: range.name,
          group_symbol: range.group ?? null,
          material_id: materialId ?? materialAliases.get(normalizeName(range.name)) ?? null,
          property_def_id:
            propertyId ??
            (range.kind === 'property' ? (propertyAliases.get(normalizeName(range.name)) ?? null) : null),
          ...rangeBounds(range.min ?? null, range.max ?? null, range.unit),
          min_inclusive: range.minInclusive ? 1 : 0,
          max_inclusive: range.maxInclusive ? 1 : 0,
          original_unit: range.unit,
          basis: range.basis ?? null,
          original_text: null,
          origin: 'source' as const,
        };
      })
    : record.claims.flatMap((claim) =>
        extractClaimRanges(claim.text).map((range) => {
          const key = normalizeName(range.subject);
          const propertyDefId = range.kind === 'property' ? (propertyAliases.get(key) ?? null) : null;
          const def = propertyDefId !== null ? propertyById.get(propertyDefId) : undefined;
          return {
            claim_number: claim.number,
            kind: range.kind,
            subject: range.subject,
            group_symbol: range.group,
            material_id: range.kind === 'ingredient' ? (materialAliases.get(key) ?? null) : null,
            // A property name match counts only where the unit fits the property.
            property_def_id: def && def.family === range.family ? propertyDefId : null,
            ...rangeBounds(range.min, range.max, range.unit),
            min_inclusive: range.minInclusive ? 1 : 0,
            max_inclusive: range.maxInclusive ? 1 : 0,
            original_unit: range.unit,
            basis: range.basis,
            original_text: range.text,
            origin: 'extracted' as const,
          };
        }),
      );

  const { id, outcome } = await ctx.upsert(
    trx,
    'patents',
    record.id,
    {
      source: ctx.sourceOf(record),
      publication_number: record.publicationNumber,
      publication_number_normalized: normalizePublicationNumber(record.publicationNumber),
      kind: record.kind ?? null,
      country: record.country,
      language: record.language ?? null,
      title: record.title,
      abstract: record.abstract ?? null,
      description: record.description ?? null,
      application_number: record.applicationNumber ?? null,
      application_date: record.applicationDate ?? null,
      publication_date: record.publicationDate ?? null,
      grant_number: record.grantNumber ?? null,
      grant_date: record.grantDate ?? null,
      priority_date: record.priorityDate ?? null,
      application_year: yearOf(record.applicationDate),
      publication_year: yearOf(record.publicationDate ?? record.grantDate),
      legal_status: record.legalStatus,
      claim_count: record.claims.length || (record.claimCount ?? 0),
      // Counted by finish() once the run's examples are in.
      example_count: 0,
      is_demo: ctx.demoFlag(record),
    },
    await ctx.patentId(trx, record.id),
  );
  ctx.caches.rememberPatent(record.id, id);
  if (outcome === 'updated') {
    await ctx.children.flushIfPending(trx, 'patents', id);
    for (const table of [
      'patent_claims',
      'patent_applicants',
      'patent_inventors',
      'patent_classifications',
      'patent_citations',
      'claim_ranges',
    ] as const) {
      await trx.deleteFrom(table).where('patent_id', '=', id).execute();
    }
  }
  if (record.claims.length > 0) {
    ctx.children.queue(
      'patent_claims',
      record.claims.map((claim) => ({
        patent_id: id,
        number: claim.number,
        text: claim.text,
        depends_on: JSON.stringify(claim.dependsOn),
        independent: claim.dependsOn.length === 0 ? 1 : 0,
      })),
    );
  }
  if (record.applicants.length > 0) {
    ctx.children.queue(
      'patent_applicants',
      record.applicants.map((name, ordinal) => ({
        patent_id: id,
        ordinal,
        name,
        company_id: applicantIds[ordinal] ?? null,
        role: 'applicant',
      })),
    );
  }
  if (record.inventors.length > 0) {
    ctx.children.queue(
      'patent_inventors',
      record.inventors.map((name, ordinal) => ({ patent_id: id, ordinal, name })),
    );
  }
  const classifications = [
    ...classificationRows(id, 'ipc', record.ipc),
    ...classificationRows(id, 'fi', record.fi),
    ...classificationRows(id, 'theme', record.themes),
    ...classificationRows(id, 'fterm', record.fterms),
  ];
  if (classifications.length > 0) ctx.children.queue('patent_classifications', classifications);
  if (record.citations.length > 0) {
    ctx.children.queue(
      'patent_citations',
      record.citations.map((cited, ordinal) => ({
        patent_id: id,
        ordinal,
        cited_number: cited,
        cited_normalized: normalizePublicationNumber(cited),
        category: null,
      })),
    );
  }
  if (ranges.length > 0) {
    ctx.children.queue(
      'claim_ranges',
      ranges.map((range, ordinal) => ({ ...range, patent_id: id, ordinal })),
    );
  }
  ctx.children.queuedFor('patents', id);
  ctx.track('patents', id);
  return outcome;
}
