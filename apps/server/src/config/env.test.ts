import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

const serverDir = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(serverDir, '../..');

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, serverDir);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({}, serverDir);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      repoRoot,
      dataDir: path.join(repoRoot, '.data'),
      database: { dialect: 'sqlite', file: path.join(repoRoot, '.data', 'app.db') },
      smtpUrl: null,
      botCheck: 'altcha',
      recaptchaSecret: null,
      maintenanceMode: false,
      appBaseUrl: 'http://localhost:3000',
      logLevel: 'info',
      webDistDir: path.join(repoRoot, 'apps/web/dist'),
      errorReportUrl: null,
      jobWorker: 'on',
      alertDigestIntervalSeconds: 300,
      importDir: path.join(repoRoot, '.data', 'imports'),
      importMaxUploadBytes: 200 * 1024 * 1024,
    });
  });

  it('reads ALERT_DIGEST_INTERVAL_SECONDS and rejects a non-positive one', () => {
    expect(loadConfig({ ALERT_DIGEST_INTERVAL_SECONDS: '2' }, serverDir).alertDigestIntervalSeconds).toBe(2);
    expect(
      problemsOf({ ALERT_DIGEST_INTERVAL_SECONDS: '0' }).map((problem) => problem.split(':')[0]),
    ).toEqual(['ALERT_DIGEST_INTERVAL_SECONDS']);
  });

  it('reads JOB_WORKER (on|off) and rejects anything else', () => {
    expect(loadConfig({ JOB_WORKER: 'off' }, serverDir).jobWorker).toBe('off');
    expect(problemsOf({ JOB_WORKER: 'no' }).map((problem) => problem.split(':')[0])).toEqual(['JOB_WORKER']);
  });

  it('resolves a relative DATA_DIR against the repository root, whatever the working directory', () => {
    const fromServer = loadConfig({ DATA_DIR: './somewhere' }, serverDir);
    const fromRoot = loadConfig({ DATA_DIR: './somewhere' }, repoRoot);
    expect(fromServer.dataDir).toBe(path.join(repoRoot, 'somewhere'));
    expect(fromRoot.dataDir).toBe(fromServer.dataDir);
    expect(loadConfig({ DATA_DIR: '/var/lib/app' }, serverDir).dataDir).toBe('/var/lib/app');
  });

  it('reads every key', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://app@db:5432/app',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'noreply@example.co.jp',
        OPERATOR_EMAIL: 'ops@example.co.jp',
        BOT_CHECK: 'recaptcha',
        RECAPTCHA_SECRET: 's3cret',
        MAINTENANCE_MODE: '1',
        APP_BASE_URL: 'https://sozai.example.co.jp/',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/srv/web',
        ERROR_REPORT_URL: 'https://errors.example.co.jp/report',
      },
      serverDir,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      database: { dialect: 'postgres', url: 'postgres://app@db:5432/app' },
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'noreply@example.co.jp',
      operatorEmail: 'ops@example.co.jp',
      botCheck: 'recaptcha',
      recaptchaSecret: 's3cret',
      maintenanceMode: true,
      appBaseUrl: 'https://sozai.example.co.jp',
      logLevel: 'warn',
      webDistDir: '/srv/web',
      errorReportUrl: 'https://errors.example.co.jp/report',
    });
  });

  it.each([
    ['true', true],
    ['FALSE', false],
    ['0', false],
  ])('reads MAINTENANCE_MODE=%s as %s', (value, expected) => {
    expect(loadConfig({ MAINTENANCE_MODE: value }, serverDir).maintenanceMode).toBe(expected);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, serverDir)).toMatchObject({
      port: 3000,
      database: { dialect: 'sqlite' },
    });
  });

  it('lists every bad key at once, without echoing values', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://secret-password@db/app',
      BOT_CHECK: 'captcha',
      MAINTENANCE_MODE: 'maybe',
      LOG_LEVEL: 'loud',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'BOT_CHECK',
      'MAINTENANCE_MODE',
      'LOG_LEVEL',
    ]);
    expect(problems.join('\n')).not.toContain('secret-password');
  });

  it('requires RECAPTCHA_SECRET when BOT_CHECK=recaptcha', () => {
    expect(problemsOf({ BOT_CHECK: 'recaptcha' })).toEqual([
      'RECAPTCHA_SECRET: required when BOT_CHECK=recaptcha',
    ]);
  });
});
