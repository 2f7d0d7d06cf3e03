import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { publicConfigSchema, type PublicConfig } from '@app/contract/public-config';
import { runCli } from '../../cli/run-cli.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAppSettingsRepository, SETTING_KEYS } from './repository.js';

async function publicConfig(t: TestApp): Promise<PublicConfig> {
  const response = await t.app.inject({ method: 'GET', url: API_PATHS.publicConfig.build() });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return publicConfigSchema.parse(response.json());
}

/** The operator's command, run against the test app's own database as `npm run cli -- maintenance <action>`. */
async function maintenance(t: TestApp, action: string): Promise<string> {
  let out = '';
  const code = await runCli(['maintenance', action], {
    config: t.config,
    database: t.database,
    stdout: { write: (text: string) => (out += text) },
  });
  expect(code).toBe(0);
  return out;
}

describe('GET /v1/company/public-config', () => {
  describe('with the default environment', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('reports the defaults', async () => {
      expect(await publicConfig(t)).toEqual({
        maintenanceMode: false,
        botCheck: 'altcha',
        demoData: false,
        errorReportUrl: null,
      });
    });

    it('says while the first-start demo load runs, with its percent, and no more once it is done', async () => {
      const settings = createAppSettingsRepository(t.database.db);
      await settings.set(SETTING_KEYS.demoLoadState, 'loading');
      await settings.set(SETTING_KEYS.demoLoadPercent, '37');
      expect((await publicConfig(t)).catalogueLoading).toEqual({ percent: 37 });
      await settings.set(SETTING_KEYS.demoLoadState, 'done');
      await settings.remove(SETTING_KEYS.demoLoadPercent);
      expect(await publicConfig(t)).not.toHaveProperty('catalogueLoading');
    });

    it('follows `cli maintenance on|off|reset` without a restart', async () => {
      expect(await maintenance(t, 'on')).toContain('ON');
      expect((await publicConfig(t)).maintenanceMode).toBe(true);

      expect(await maintenance(t, 'off')).toContain('OFF');
      expect((await publicConfig(t)).maintenanceMode).toBe(false);

      await maintenance(t, 'on');
      expect(await maintenance(t, 'reset')).toContain('MAINTENANCE_MODE');
      expect((await publicConfig(t)).maintenanceMode).toBe(false);
    });
  });

  describe('with MAINTENANCE_MODE, BOT_CHECK and ERROR_REPORT_URL set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        env: {
          MAINTENANCE_MODE: 'true',
          BOT_CHECK: 'recaptcha',
          RECAPTCHA_SECRET: 'never-shown',
          ERROR_REPORT_URL: 'https://errors.example.co.jp/report',
        },
      });
    });
    afterAll(() => t.close());

    it('reports them, and an operator setting overrides the environment', async () => {
      expect(await publicConfig(t)).toEqual({
        maintenanceMode: true,
        botCheck: 'recaptcha',
        demoData: false,
        errorReportUrl: 'https://errors.example.co.jp/report',
      });
      await maintenance(t, 'off');
      expect((await publicConfig(t)).maintenanceMode).toBe(false);
    });

    it('never leaks a secret', async () => {
      const response = await t.app.inject({ method: 'GET', url: API_PATHS.publicConfig.build() });
      expect(response.body).not.toContain('never-shown');
    });
  });
});
