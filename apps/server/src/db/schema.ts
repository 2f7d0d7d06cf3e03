import type { Generated, Kysely } from 'kysely';

/*
 * The tables as Kysely sees them. Timestamps are ISO-8601 UTC strings on both dialects (`text` on SQLite,
 * `timestamptz` on PostgreSQL read back through the pool's type parser), so rows look the same everywhere.
 */

export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface PageViewsTable {
  id: Generated<number>;
  path: string;
  referrer: string | null;
  user_id: number | null;
  created_at: string;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON text. */
  payload: string;
  status: JobStatus;
  attempts: Generated<number>;
  max_attempts: number;
  run_at: string;
  locked_by: string | null;
  locked_at: string | null;
  /** 0…1 while running, for long jobs that report it. */
  progress: number | null;
  last_error: string | null;
  /** JSON text. */
  result: string | null;
  created_at: string;
  updated_at: string;
}

export type UserStatus = 'INACTIVE' | 'ACTIVE';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: string;
  company_name: string;
  department: string;
  position: string;
  phone_number: string;
  postal_code: string;
  address: string;
  type_code: string;
  status: UserStatus;
  password_changed_at: string;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RefreshTokenFamiliesTable {
  id: string;
  user_id: number;
  created_at: string;
  /** Absolute expiry of the whole session. */
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  family_id: string;
  token_hash: string;
  parent_id: number | null;
  created_at: string;
  /** Idle expiry of this token (never after the family's). */
  expires_at: string;
  rotated_at: string | null;
}

export type OneTimeTokenPurpose = 'registration' | 'password_reset';

export interface OneTimeTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface LoginThrottlesTable {
  email: string;
  failures: number;
  last_failure_at: string;
  locked_until: string | null;
}

export interface AuditEventsTable {
  id: Generated<number>;
  kind: string;
  user_id: number | null;
  ip: string | null;
  /** JSON text. */
  data: string | null;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  email: string;
  company_name: string;
  subject: string;
  message: string;
  ip: string | null;
  created_at: string;
}

export interface BotCheckSolutionsTable {
  challenge_id: string;
  expires_at: string;
}

export interface Database {
  app_settings: AppSettingsTable;
  page_views: PageViewsTable;
  jobs: JobsTable;
  users: UsersTable;
  refresh_token_families: RefreshTokenFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
  login_throttles: LoginThrottlesTable;
  audit_events: AuditEventsTable;
  contact_messages: ContactMessagesTable;
  bot_check_solutions: BotCheckSolutionsTable;
}

/** A connection or an open transaction: repository methods take either, so callers can compose writes atomically. */
export type DbExecutor = Kysely<Database>;
