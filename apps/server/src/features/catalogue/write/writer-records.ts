import type { ExampleRecord, InterchangeRecord } from '@app/contract/interchange';

/**
 * What the catalogue writer accepts and reports. Its own module so that the parsers (ingest/) can name
 * the record type without depending on the writer.
 */

/**
 * What the writer accepts: the interchange records, with one widening for importers of real documents —
 * a composition item may lack an amount (a device table names the host compound but not how much).
 */
export type ExampleInput = Omit<ExampleRecord, 'composition'> & {
  composition: (Omit<ExampleRecord['composition'][number], 'amount'> & { amount: number | null })[];
};
export type CatalogueRecord = Exclude<InterchangeRecord, ExampleRecord> | ExampleInput;

/** A record that cannot be written (unknown reference, unit of the wrong family): reported, not thrown further. */
export class RecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordError';
  }
}

export type WriteOutcome = 'inserted' | 'updated';

/** What changed in a run, for search-index hooks: row ids per entity. */
export interface ChangedIds {
  patents: Set<number>;
  products: Set<number>;
  materials: Set<number>;
  companies: Set<number>;
  examples: Set<number>;
}
