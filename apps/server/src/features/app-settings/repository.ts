import type { DbExecutor } from '../../db/schema.js';

/** The keys of app_settings this code knows; values are strings ('true'/'false' for flags). */
export const SETTING_KEYS = {
  maintenanceMode: 'maintenance_mode',
  demoData: 'demo_data',
  /** First-start demo load: 'loading' while it runs, 'done' after; absent before. */
  demoLoadState: 'catalogue_demo_state',
  /** Percent of the first-start demo load, while it runs (shown on every page). */
  demoLoadPercent: 'catalogue_demo_percent',
} as const;
export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

/** Reads and writes operator settings. Every method takes an optional transaction to join. */
export function createAppSettingsRepository(db: DbExecutor) {
  return {
    async getAll(trx: DbExecutor = db): Promise<Map<SettingKey, string>> {
      const rows = await trx.selectFrom('app_settings').select(['key', 'value']).execute();
      return new Map(rows.map((row) => [row.key as SettingKey, row.value]));
    },

    async get(key: SettingKey, trx: DbExecutor = db): Promise<string | null> {
      const row = await trx
        .selectFrom('app_settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row?.value ?? null;
    },

    async set(key: SettingKey, value: string, trx: DbExecutor = db): Promise<void> {
      const updated_at = new Date().toISOString();
      await trx
        .insertInto('app_settings')
        .values({ key, value, updated_at })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at }))
        .execute();
    },

    /** Forgets the setting, so the default (usually from the environment) applies again. */
    async remove(key: SettingKey, trx: DbExecutor = db): Promise<void> {
      await trx.deleteFrom('app_settings').where('key', '=', key).execute();
    },
  };
}

export type AppSettingsRepository = ReturnType<typeof createAppSettingsRepository>;
