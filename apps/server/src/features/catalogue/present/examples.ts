import type { CompositionView, ExampleDetail, ExampleSummary } from '@app/contract/catalogue';
import type { ComponentRow as StoredComponentRow } from '../read/examples.js';
import type { SearchHit } from '../search/search-types.js';
import type { SlotSnippet } from '../search/snippets.js';
import { presentApplicants, presentSnippet, type ApplicantRow } from './patents.js';
import { presentExampleValues, type ExampleValueStored, type PropertyDefRow } from './property-values.js';

/** What leaves the server of worked examples: rows as read by read/examples.ts in, JSON out. */

/**
 * A component of an example with the material or product it was matched to, if any: the row
 * read/examples.ts reads, without the internal ids the page does not show.
 */
export type ComponentRow = Omit<StoredComponentRow, 'material_id' | 'product_id'>;

function presentComposition(row: ComponentRow): CompositionView {
  return {
    name: row.name,
    group: row.group_symbol,
    material: row.material_external_id
      ? { id: row.material_external_id, name: row.material_name ?? row.name }
      : null,
    product: row.product_external_id
      ? { id: row.product_external_id, name: row.product_name ?? row.name }
      : null,
    amount: row.amount,
    unit: row.unit,
    balance: row.balance === 1,
  };
}

type ValueRows = { values: readonly ExampleValueStored[]; defs: readonly PropertyDefRow[] };

/** The rows of the examples' list summaries (read/examples.ts exampleSummaryRows). */
export interface ExampleSummaryRows {
  examples: readonly {
    id: number;
    external_id: string;
    label: string;
    comparative: number;
    is_demo: number;
    patent_id: number;
    patent_external_id: string;
    publication_number: string;
    title: string;
  }[];
  applicants: readonly ApplicantRow[];
  components: readonly ComponentRow[];
  /** Null when the caller may not see property values. */
  values: ValueRows | null;
}

/** List summaries in the order of the hits (a hit whose row is gone is left out). */
export function presentExampleSummaries(
  hits: readonly SearchHit[],
  rows: ExampleSummaryRows,
  snippets: ReadonlyMap<number, SlotSnippet | null>,
): ExampleSummary[] {
  const byId = new Map(rows.examples.map((row) => [Number(row.id), row]));
  const applicants = presentApplicants(rows.applicants);
  const values = rows.values ? presentExampleValues(rows.values) : null;
  return hits.flatMap((hit): ExampleSummary[] => {
    const row = byId.get(hit.id);
    if (!row) return [];
    return [
      {
        id: row.external_id,
        patentId: row.patent_external_id,
        publicationNumber: row.publication_number,
        patentTitle: row.title,
        // The merged company's name (名寄せ) where known, each company once: a list reads companies.
        applicants: [
          ...new Set(
            (applicants.get(Number(row.patent_id)) ?? []).map(
              (applicant) => applicant.company?.name ?? applicant.name,
            ),
          ),
        ],
        label: row.label,
        comparative: row.comparative === 1,
        composition: rows.components
          .filter((component) => Number(component.example_id) === hit.id)
          .map(presentComposition),
        properties: values ? (values.get(hit.id) ?? []) : null,
        score: hit.score,
        snippet: presentSnippet(snippets.get(hit.id)),
        isDemo: row.is_demo === 1,
      },
    ];
  });
}

/** The nearest examples of other patents, ranked by read/examples.ts, with their rows. */
export interface NearestRows {
  ranked: readonly { id: number; distance: number; shared: number }[];
  rows: readonly {
    id: number;
    external_id: string;
    label: string;
    comparative: number;
    patent_id: string;
    publication_number: string;
    title: string;
  }[];
}

/** The nearest examples in their rank, the distance to three places (a ranked example whose row is gone is left out). */
export function presentNearest(nearest: NearestRows): ExampleDetail['nearest'] {
  const byId = new Map(nearest.rows.map((row) => [Number(row.id), row]));
  return nearest.ranked.flatMap((item) => {
    const row = byId.get(item.id);
    return row
      ? [
          {
            id: row.external_id,
            patentId: row.patent_id,
            publicationNumber: row.publication_number,
            label: row.label,
            comparative: row.comparative === 1,
            patentTitle: row.title,
            distance: Math.round(item.distance * 1000) / 1000,
            sharedMaterials: item.shared,
          },
        ]
      : [];
  });
}

/** The rows of the example detail page (read/examples.ts exampleDetailRows). */
export interface ExampleDetailRows {
  example: {
    id: number;
    external_id: string;
    label: string;
    comparative: number;
    ordinal: number;
    note: string | null;
    is_demo: number;
    patent_id: number;
    patent_external_id: string;
    publication_number: string;
    title: string;
    application_date: string | null;
  };
  components: readonly ComponentRow[];
  conditions: readonly {
    name: string;
    value: number;
    unit: string;
    value_canonical: number | null;
    unit_canonical: string | null;
  }[];
  values: ValueRows;
  applicants: readonly ApplicantRow[];
  siblings: readonly { external_id: string; label: string; comparative: number }[];
  nearest: NearestRows;
}

export function presentExampleDetail(rows: ExampleDetailRows): ExampleDetail {
  const { example } = rows;
  const id = Number(example.id);
  return {
    id: example.external_id,
    label: example.label,
    comparative: example.comparative === 1,
    ordinal: example.ordinal,
    note: example.note,
    patent: {
      id: example.patent_external_id,
      publicationNumber: example.publication_number,
      title: example.title,
      applicationDate: example.application_date,
      applicants: (presentApplicants(rows.applicants).get(Number(example.patent_id)) ?? []).map(
        ({ name, company }) => ({ name, company }),
      ),
    },
    composition: rows.components.map((row) => ({
      ...presentComposition(row),
      amountCanonical: row.amount_canonical,
      unitCanonical: row.unit_canonical,
    })),
    conditions: rows.conditions.map((row) => ({
      name: row.name,
      value: row.value,
      unit: row.unit,
      valueCanonical: row.value_canonical,
      unitCanonical: row.unit_canonical,
    })),
    properties: presentExampleValues(rows.values).get(id) ?? [],
    siblings: rows.siblings.map((row) => ({
      id: row.external_id,
      patentId: example.patent_external_id,
      publicationNumber: example.publication_number,
      label: row.label,
      comparative: row.comparative === 1,
    })),
    nearest: presentNearest(rows.nearest),
    isDemo: example.is_demo === 1,
  };
}
