import path from 'node:path';
import { availableParallelism } from 'node:os';
import { domainToASCII, fileURLToPath } from 'node:url';
import { z } from 'zod';
import { findRepositoryRoot } from './repository-root.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** 'true'/'false'/'1'/'0' in any case: what operators actually type into unit files and .env files. */
const booleanish = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0'], { error: "expected 'true', 'false', '1' or '0'" }))
  .transform((value) => value === 'true' || value === '1');

const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().default('./.data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    OPERATOR_EMAIL: z.email().optional(),
    BOT_CHECK: z.enum(['altcha', 'recaptcha']).default('altcha'),
    RECAPTCHA_SECRET: z.string().optional(),
    MAINTENANCE_MODE: booleanish.default(false),
    // 'auto': an empty catalogue gets the demo dataset at start (docs/spec/data-and-search.md); 'off': never (tests, real data).
    DEMO_DATA: z.enum(['auto', 'off']).default('auto'),
    // The demo database made at build time, copied in on first start (decision 0018); 'off': load in the background.
    DEMO_SNAPSHOT: z.string().optional(),
    // 'off': this API server runs no jobs; separate `npm run worker` processes do (PostgreSQL only).
    JOB_WORKER: z.enum(['on', 'off']).default('on'),
    // How often the saved-search alert digest looks for new matches (issue 19).
    ALERT_DIGEST_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    // Console imports (issue 19): the only directory server paths may name; the largest upload.
    IMPORT_DIR: z.string().optional(),
    IMPORT_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(10_240).default(200),
    APP_BASE_URL: httpUrl.optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    ERROR_REPORT_URL: httpUrl.optional(),
    JWT_SECRET: z.string().min(32, { error: 'expected at least 32 characters' }).optional(),
    ALTCHA_HMAC_KEY: z.string().min(32, { error: 'expected at least 32 characters' }).optional(),
    ALLOWED_EMAIL_DOMAINS: z.string().optional(),
    // Overload protection (issue 16, docs/operations.md "Limits").
    READ_THREADS: z.coerce.number().int().min(0).max(32).optional(),
    READ_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    COST_LIMIT_SCALE: z.coerce.number().min(0).max(1000).default(1),
  })
  .superRefine((env, ctx) => {
    if (env.BOT_CHECK === 'recaptcha' && !env.RECAPTCHA_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['RECAPTCHA_SECRET'],
        message: 'required when BOT_CHECK=recaptcha',
      });
    }
  });

export type DatabaseTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface AppConfig {
  port: number;
  host: string;
  /** The monorepo root: relative paths in the environment are resolved against it. */
  repoRoot: string;
  dataDir: string;
  database: DatabaseTarget;
  smtpUrl: string | null;
  mailFrom: string;
  operatorEmail: string | null;
  botCheck: 'altcha' | 'recaptcha';
  recaptchaSecret: string | null;
  /** The start-up default; an operator's `cli maintenance on|off` (app_settings) overrides it. */
  maintenanceMode: boolean;
  demoData: 'auto' | 'off';
  /** The prebuilt demo database copied into an empty SQLite data directory; null: never copied. */
  demoSnapshot: string | null;
  /** 'off': the server process claims no jobs (scale-out: worker processes run them, docs/operations.md). */
  jobWorker: 'on' | 'off';
  /** Seconds between two runs of the saved-search alert digest (ALERT_DIGEST_INTERVAL_SECONDS). */
  alertDigestIntervalSeconds: number;
  /** Console imports read server files only inside it; uploads are kept in its `uploads/` (default DATA_DIR/imports). */
  importDir: string;
  /** Largest file the console accepts as an upload (IMPORT_MAX_UPLOAD_MB). */
  importMaxUploadBytes: number;
  /** Origin used in links sent by mail, without a trailing slash. */
  appBaseUrl: string;
  logLevel: LogLevel;
  webDistDir: string;
  errorReportUrl: string | null;
  /** Signs access tokens; null: a secret generated on first start and kept in app_settings (shared by all servers). */
  jwtSecret: string | null;
  /** Signs ALTCHA challenges; null: generated and kept in app_settings like jwtSecret. */
  altchaHmacKey: string | null;
  /** Mail domains allowed to register although the free-mail list names them (lower-case, punycode). */
  allowedEmailDomains: string[];
  /** Catalogue read threads (0: reads on the main thread); default min(4, max(2, cores)). */
  readThreads: number;
  /** Time budget of one catalogue read, queue wait included (503 after it). */
  readTimeoutMs: number;
  /** Multiplies every per-client limit of the costly calls (features/cost-limits); 0 turns them off. */
  costLimitScale: number;
}

/** Thrown when the environment is invalid; `problems` names every bad key (never its value: it may be a secret). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** "Example.co.jp, 例え.jp" → ['example.co.jp', 'xn--r8jz45g.jp']: the form the registration check compares. */
export function splitDomainList(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((domain) => domainToASCII(domain.trim().toLowerCase().replace(/^@/, '')))
    .filter((domain) => domain !== '');
}

/**
 * Parses the environment once at start-up. Relative directories are resolved against the repository root
 * (nearest ancestor whose package.json declares workspaces): npm workspace scripts run with cwd
 * apps/server, yet `DATA_DIR=./.data` must mean the same folder as from the root.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  // An empty value (`FOO=` in a .env file) means "not set", not "set to nothing".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const repoRoot =
    findRepositoryRoot(cwd) ??
    findRepositoryRoot(path.dirname(fileURLToPath(import.meta.url))) ??
    path.resolve(cwd);
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  const appBaseUrl = (e.APP_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');

  return {
    port: e.PORT,
    host: e.HOST,
    repoRoot,
    dataDir,
    database: e.DATABASE_URL
      ? { dialect: 'postgres', url: e.DATABASE_URL }
      : { dialect: 'sqlite', file: path.join(dataDir, 'app.db') },
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `no-reply@${new URL(appBaseUrl).hostname}`,
    operatorEmail: e.OPERATOR_EMAIL ?? null,
    botCheck: e.BOT_CHECK,
    recaptchaSecret: e.RECAPTCHA_SECRET ?? null,
    maintenanceMode: e.MAINTENANCE_MODE,
    demoData: e.DEMO_DATA,
    demoSnapshot:
      e.DEMO_SNAPSHOT === 'off'
        ? null
        : path.resolve(repoRoot, e.DEMO_SNAPSHOT ?? 'apps/server/dist/demo-catalogue.sqlite'),
    jobWorker: e.JOB_WORKER,
    alertDigestIntervalSeconds: e.ALERT_DIGEST_INTERVAL_SECONDS,
    importDir: e.IMPORT_DIR ? path.resolve(repoRoot, e.IMPORT_DIR) : path.join(dataDir, 'imports'),
    importMaxUploadBytes: e.IMPORT_MAX_UPLOAD_MB * 1024 * 1024,
    appBaseUrl,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    errorReportUrl: e.ERROR_REPORT_URL ?? null,
    jwtSecret: e.JWT_SECRET ?? null,
    altchaHmacKey: e.ALTCHA_HMAC_KEY ?? null,
    readThreads: e.READ_THREADS ?? Math.min(4, Math.max(2, availableParallelism())),
    readTimeoutMs: e.READ_TIMEOUT_MS,
    costLimitScale: e.COST_LIMIT_SCALE,
    allowedEmailDomains: splitDomainList(e.ALLOWED_EMAIL_DOMAINS),
  };
}
