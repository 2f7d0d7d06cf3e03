import type { DbExecutor } from '../../db/schema.js';

export interface NewPageView {
  path: string;
  referrer: string | null;
  userId: number | null;
}

/** Page-view rows. Every method takes an optional transaction to join. */
export function createPageViewsRepository(db: DbExecutor) {
  return {
    async record(view: NewPageView, trx: DbExecutor = db): Promise<void> {
      await trx
        .insertInto('page_views')
        .values({
          path: view.path,
          referrer: view.referrer,
          user_id: view.userId,
          created_at: new Date().toISOString(),
        })
        .execute();
    },
  };
}

export type PageViewsRepository = ReturnType<typeof createPageViewsRepository>;
