import type { Insertable } from 'kysely';
import type { Database, DbExecutor } from '../../../db/schema.js';

/** Child tables whose rows are queued and written in bulk. */
export type ChildTable =
  | 'product_materials'
  | 'product_keywords'
  | 'product_properties'
  | 'patent_claims'
  | 'patent_applicants'
  | 'patent_inventors'
  | 'patent_classifications'
  | 'patent_citations'
  | 'claim_ranges'
  | 'example_components'
  | 'example_conditions'
  | 'example_properties';

export type ParentTable = 'products' | 'patents' | 'examples';

/**
 * Child rows of successfully written records, inserted in multi-row statements by flush(): per-row
 * inserts were most of an import's time.
 */
export class ChildRowQueue {
  private readonly pending = new Map<ChildTable, object[]>();
  private count = 0;
  /** Parents (by entity table) with queued child rows: only their update must flush first. */
  private readonly parents = new Map<ParentTable, Set<number>>([
    ['products', new Set()],
    ['patents', new Set()],
    ['examples', new Set()],
  ]);

  get rows(): number {
    return this.count;
  }

  queue<T extends ChildTable>(table: T, rows: readonly Insertable<Database[T]>[]): void {
    if (rows.length === 0) return;
    const list = this.pending.get(table);
    if (list) list.push(...rows);
    else this.pending.set(table, [...rows]);
    this.count += rows.length;
  }

  /** Marks a parent whose children were queued (see flushIfPending). */
  queuedFor(table: ParentTable, id: number): void {
    this.parents.get(table)!.add(id);
  }

  /** Inserts the queued child rows; the runner calls it before every commit. */
  async flush(trx: DbExecutor): Promise<void> {
    if (this.count === 0) return;
    for (const [table, rows] of this.pending) {
      // 100 rows per statement: SQLite's prepare time grows faster than linearly with the statement's
      // length (1,800 rows: 18 ms to prepare, 3 ms to run; 100 rows: 0.09 ms), and parameters stay far
      // below SQLite's 32,766 and PostgreSQL's 65,535.
      const chunk = 100;
      for (let start = 0; start < rows.length; start += chunk) {
        // The rows were typed by queue().
        await trx
          .insertInto(table)
          .values(rows.slice(start, start + chunk))
          .execute();
      }
    }
    this.discard();
  }

  /** Before replacing a parent's children: queued rows of that parent go to the table first. */
  async flushIfPending(trx: DbExecutor, table: ParentTable, id: number): Promise<void> {
    if (this.parents.get(table)!.has(id)) await this.flush(trx);
  }

  /** Forgets queued rows (their transaction was rolled back). */
  discard(): void {
    this.pending.clear();
    this.count = 0;
    for (const parents of this.parents.values()) parents.clear();
  }
}
