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
  /** Whose work this is (`user:<id>`), for fair scheduling; null for jobs of nobody in particular. */
  owner_key: string | null;
  /** When a worker last took it. */
  claimed_at: string | null;
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
  /** 'none' | 'operator' (migration 0021): apart from the plan, granted only by the CLI. */
  role: Generated<string>;
  /** Set while an operator has disabled the account. */
  disabled_at: Generated<string | null>;
}

export interface RefreshTokenFamiliesTable {
  id: string;
  user_id: number;
  created_at: string;
  /** Absolute expiry of the whole session. */
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  /** 1 when the session proved the second factor (migration 0021). */
  second_factor: Generated<number>;
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
  /** ContactStatus of @app/contract/admin (migration 0022). */
  status: Generated<string>;
  replied_at: Generated<string | null>;
}

/** The consent to a version of the terms and privacy notice (migration 0023). */
export interface TermsAgreementsTable {
  id: Generated<number>;
  user_id: number;
  terms_version: string;
  ip: string | null;
  agreed_at: string;
}

export interface BotCheckSolutionsTable {
  challenge_id: string;
  expires_at: string;
}

/*
 * ───────────────────────── Catalogue (features/catalogue/write owns schema and data) ─────────────────────────
 *
 * Companies, materials, property definitions, product categories, products, patents and their worked
 * examples (実施例/比較例), loaded by the importer (JSON Lines interchange, examples CSV, USPTO XML) and the
 * demo loader. Migration: db/migrations/0011_catalogue.ts. Conventions of every catalogue table:
 *
 * - `id` is the database's own integer key; every join uses it.
 * - Top-level entities carry `source` (provenance: 'demo', 'uspto', 'csv', a file name, …) and
 *   `external_id` (the interchange `id`, e.g. 'pat-000123', 'US8927118B2'); `external_id` is unique per
 *   table — re-importing a record with the same id updates that row (children are replaced), never adds one.
 * - `is_demo` is 1 for rows of the generated demo dataset (the UI labels them), else 0.
 * - Flags are integers 0/1 on both dialects; dates are 'YYYY-MM-DD' strings (text on SQLite, date on
 *   PostgreSQL, read back as the same string); timestamps are ISO-8601 UTC strings.
 * - Numbers are numbers (double precision), never text. Measured values are stored twice: `value`
 *   (or `amount`) in the CANONICAL unit of the unit's family (`unit`, from @app/contract/units
 *   `toCanonical`) for search and range filters, and `original_value` / `original_unit` / `original_text`
 *   as the source printed them, for display. Where a unit is unknown the canonical columns are null.
 * - `ordinal` keeps the source order of child rows (0-based).
 * - Normalised text columns (`normalized`) hold `normalizeName()` of features/catalogue/common/normalize.ts:
 *   NFKC, lower case, no spaces/punctuation, legal-form words (株式会社, (株), Co., Ltd., Inc., …) removed.
 */

/** One company (maker of products, applicant of patents). Applicant variants are merged into it (名寄せ). */
export interface CompaniesTable {
  id: Generated<number>;
  source: string;
  external_id: string;
  name: string;
  name_en: string | null;
  kana: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  url: string | null;
  description: string | null;
  is_demo: number;
  created_at: string;
  updated_at: string;
}

/**
 * Every spelling that resolves to a company: its name, English name and aliases, plus applicant names seen
 * on patents. `normalized` is unique: one normalised spelling belongs to one company (first claim wins).
 */
export interface CompanyAliasesTable {
  id: Generated<number>;
  company_id: number;
  /** As written (株式会社東邦化学, TOHO KAGAKU CO LTD). */
  alias: string;
  normalized: string;
}

/** 素材: a raw material (polymer, filler, flame retardant, …). */
export interface MaterialsTable {
  id: Generated<number>;
  source: string;
  external_id: string;
  name: string;
  name_en: string | null;
  /** MaterialCategory of @app/contract/interchange (polymer, filler, …). */
  category: string;
  cas_number: string | null;
  formula: string | null;
  description: string | null;
  is_demo: number;
  created_at: string;
  updated_at: string;
}

/** Synonyms used for search expansion (PP ↔ ポリプロピレン ↔ polypropylene); includes name and name_en. Not unique. */
export interface MaterialAliasesTable {
  id: Generated<number>;
  material_id: number;
  alias: string;
  normalized: string;
}

/** Typical property values of a material (same value columns as product_properties). */
export interface MaterialPropertiesTable {
  id: Generated<number>;
  material_id: number;
  property_def_id: number;
  ordinal: number;
  /** In `unit`, the canonical unit of the property's family. */
  value: number;
  unit: string;
  original_value: number;
  original_unit: string;
  original_text: string | null;
  test_standard: string | null;
  condition: string | null;
}

/** A physical property (引張強さ, 荷重たわみ温度, …) with its unit family. */
export interface PropertyDefsTable {
  id: Generated<number>;
  source: string;
  external_id: string;
  /** Canonical Japanese name. */
  name: string;
  name_en: string | null;
  /** The unit values are displayed in (any unit of the family). */
  display_unit: string;
  /** UnitFamily of @app/contract/units. */
  unit_family: string;
  /** The family's canonical unit: every stored `value` of this property is in it. */
  canonical_unit: string;
  /** JSON array of strings: JIS/ISO/ASTM standards, first = the usual one. */
  test_standards: string;
  /** 'higher' | 'lower' | null (which way is better). */
  direction: string | null;
  /** 'product' | 'example' | 'both'. */
  scope: string;
  /** Display group (機械的性質, 熱的性質, …). */
  group_name: string | null;
  description: string | null;
  /** JSON array of {value, label} for ordinal scales (UL94), or null. */
  levels: string | null;
  is_demo: number;
  created_at: string;
  updated_at: string;
}

/** Names under which a property appears in tables and datasheets (its name, name_en and aliases). Not unique. */
export interface PropertyDefAliasesTable {
  id: Generated<number>;
  property_def_id: number;
  alias: string;
  normalized: string;
}

/** Product category tree (`products/categories`). */
export interface ProductCategoriesTable {
  id: Generated<number>;
  source: string;
  external_id: string;
  parent_id: number | null;
  name: string;
  name_en: string | null;
  sort_order: number;
  /** Materialised path of ids, '/3/17/42/' (self included): subtree = `path LIKE '/3/17/%'`. */
  path: string;
  /** 0 for a root. */
  depth: number;
  is_demo: number;
  created_at: string;
  updated_at: string;
}

/** Titles of classification codes (IPC, FI, F-term themes) for facets and labels. Unique (scheme, code). */
export interface ClassificationCodesTable {
  id: Generated<number>;
  source: string;
  external_id: string;
  /** 'ipc' | 'fi' | 'theme'. */
  scheme: string;
  code: string;
  title: string;
  title_en: string | null;
  parent_code: string | null;
  is_demo: number;
  created_at: string;
  updated_at: string;
}

/** 製品: a commercial grade. */
export interface ProductsTable {
  id: Generated<number>;
  source: string;
  external_id: string;
  /** Grade name as marketed (トーホーレン TP-2030). */
  name: string;
  brand: string | null;
  grade: string | null;
  maker_id: number;
  category_id: number;
  /** 'active' | 'discontinued'. */
  status: string;
  datasheet: string | null;
  description: string | null;
  url: string | null;
  is_demo: number;
  created_at: string;
  updated_at: string;
}

/** Base materials of a product. Unique (product_id, material_id). */
export interface ProductMaterialsTable {
  product_id: number;
  material_id: number;
  ordinal: number;
}

/** 用途 (kind 'application') and 特長 (kind 'feature') keywords of a product. */
export interface ProductKeywordsTable {
  id: Generated<number>;
  product_id: number;
  kind: 'application' | 'feature';
  keyword: string;
  ordinal: number;
}

/** Datasheet values. `value` in `unit` = the canonical unit of the property's family; originals kept. */
export interface ProductPropertiesTable {
  id: Generated<number>;
  product_id: number;
  property_def_id: number;
  ordinal: number;
  value: number;
  unit: string;
  original_value: number;
  original_unit: string;
  /** As printed: "24,500 kgf/cm²", "V-0". */
  original_text: string | null;
  test_standard: string | null;
  /** Measurement condition: 23℃, 1.6mm厚, 0.45MPa. */
  condition: string | null;
}

/** 特許: one publication. `publication_number` is unique. */
export interface PatentsTable {
  id: Generated<number>;
  source: string;
  external_id: string;
  /** As printed: 特開2021-123456, 特許第7000000号, US8927118B2. */
  publication_number: string;
  /** normalizePublicationNumber(): NFKC, upper case, no spaces/hyphens/commas/slashes (US8927118B2, 特開2021123456). */
  publication_number_normalized: string;
  kind: string | null;
  /** ISO 3166-1 alpha-2 (JP, US, WO). */
  country: string;
  language: string | null;
  title: string;
  abstract: string | null;
  description: string | null;
  application_number: string | null;
  application_date: string | null;
  publication_date: string | null;
  grant_number: string | null;
  grant_date: string | null;
  priority_date: string | null;
  /** Year facets, from the dates (null when unknown). */
  application_year: number | null;
  publication_year: number | null;
  /** LegalStatus of @app/contract/interchange: pending | granted | expired | withdrawn | rejected. */
  legal_status: string;
  /** Denormalised counts for lists and sorting. */
  claim_count: number;
  example_count: number;
  is_demo: number;
  created_at: string;
  updated_at: string;
}

export interface PatentClaimsTable {
  id: Generated<number>;
  patent_id: number;
  number: number;
  text: string;
  /** JSON array of earlier claim numbers this claim refers to ('[]' for an independent claim). */
  depends_on: string;
  /** 1 when depends_on is empty. */
  independent: number;
}

/** Applicants/assignees as printed, each resolved to a company (created from the name when unknown). */
export interface PatentApplicantsTable {
  id: Generated<number>;
  patent_id: number;
  ordinal: number;
  /** As printed on the patent. */
  name: string;
  company_id: number | null;
  /** 'applicant' | 'assignee'. */
  role: string;
}

export interface PatentInventorsTable {
  id: Generated<number>;
  patent_id: number;
  ordinal: number;
  name: string;
}

/**
 * Classification symbols of a patent. scheme 'ipc' (C08L23/10), 'fi' (C08L23/10,A), 'theme' (4J002),
 * 'fterm' (4J002AA01). The prefix columns serve facets and prefix search: for ipc/fi
 * C08L23/10 → section C, class C08, subclass C08L, main_group C08L23; for themes and F-terms `theme`
 * holds the 5-character theme code and the ipc prefixes are null.
 */
export interface PatentClassificationsTable {
  id: Generated<number>;
  patent_id: number;
  scheme: 'ipc' | 'fi' | 'theme' | 'fterm';
  code: string;
  ordinal: number;
  /** 1 for the first (main) symbol of its scheme. */
  is_first: number;
  section: string | null;
  class: string | null;
  subclass: string | null;
  main_group: string | null;
  theme: string | null;
}

export interface PatentCitationsTable {
  id: Generated<number>;
  patent_id: number;
  ordinal: number;
  /** As printed. */
  cited_number: string;
  /** normalizePublicationNumber(cited_number): joins patents.publication_number_normalized. */
  cited_normalized: string;
  /** 'cited by examiner', 'cited by applicant', or null. */
  category: string | null;
}

/**
 * 実施例 / 比較例. CSV datasets without a patent hang off a dataset pseudo-patent (source 'csv',
 * external_id 'dataset:<name>', country 'ZZ').
 */
export interface ExamplesTable {
  id: Generated<number>;
  source: string;
  external_id: string;
  patent_id: number;
  /** 実施例1, 比較例3, Example 1, Comparative Example 2, or the CSV row label. */
  label: string;
  comparative: number;
  ordinal: number;
  note: string | null;
  is_demo: number;
  created_at: string;
  updated_at: string;
}

/** Composition of an example. `amount`/`unit` as written; `amount_canonical`/`unit_canonical` when the unit is known. */
export interface ExampleComponentsTable {
  id: Generated<number>;
  example_id: number;
  ordinal: number;
  material_id: number | null;
  product_id: number | null;
  /** Component symbol of the claims, e.g. "(A)". */
  group_symbol: string | null;
  /** As written (ホモポリプロピレン, IBOA, P3HT). */
  name: string;
  /**
   * Null when the source names the component without an amount (a device table's "Host compound: CBP");
   * `group_symbol` then holds the role the table gives it.
   */
  amount: number | null;
  unit: string;
  amount_canonical: number | null;
  unit_canonical: string | null;
  /** 1 for the remainder (残部) of an alloy. */
  balance: number;
}

/** Process conditions (混練温度 230℃, 硬化時間 2h). */
export interface ExampleConditionsTable {
  id: Generated<number>;
  example_id: number;
  ordinal: number;
  name: string;
  value: number;
  unit: string;
  value_canonical: number | null;
  unit_canonical: string | null;
}

/** Measured properties of an example; property_def_id when the name/alias or the interchange id matched one. */
export interface ExamplePropertiesTable {
  id: Generated<number>;
  example_id: number;
  ordinal: number;
  property_def_id: number | null;
  name: string;
  value: number;
  unit: string;
  value_canonical: number | null;
  unit_canonical: string | null;
  original_text: string | null;
  condition: string | null;
}

/**
 * Numeric ranges stated in claims (freedom to operate, docs/spec/analyses.md): 「(B)タルクを10〜40質量部」,
 * 「曲げ弾性率が2000MPa以上」. `origin` 'source' when the interchange record stated them, 'extracted' when the
 * importer parsed them from the claim text. min/max in `unit` (canonical when the unit is known, else as
 * written); a null bound is open.
 */
export interface ClaimRangesTable {
  id: Generated<number>;
  patent_id: number;
  claim_number: number;
  ordinal: number;
  kind: 'ingredient' | 'property' | 'condition';
  /** As the claim names it: タルク, 曲げ弾性率. */
  subject: string;
  /** Component symbol "(B)" where the claim gives one. */
  group_symbol: string | null;
  material_id: number | null;
  property_def_id: number | null;
  min: number | null;
  max: number | null;
  min_inclusive: number;
  max_inclusive: number;
  unit: string;
  original_unit: string;
  /** What an amount is relative to: 「(A)100質量部に対して」. */
  basis: string | null;
  /** The phrase the range was read from (extracted) or null. */
  original_text: string | null;
  origin: 'source' | 'extracted';
}

/*
 * ───────────────────────── Search index (features/catalogue/search owns it; derived, rebuildable) ─────────────────────────
 * Migration: db/migrations/0012_search_index.ts. `kind` is a SearchKind (patents | materials | products |
 * examples), `doc_id` the entity's id in its catalogue table. SQLite also has the FTS5 tables
 * search_fts_<kind>, queried with raw SQL only.
 */

/** One indexed entity: original slot texts (snippets), normalised slot texts (PostgreSQL only), sort keys. */
export interface SearchDocsTable {
  kind: string;
  doc_id: number;
  /** examples: the patent's id. */
  parent_id: number | null;
  title: string;
  claims: string;
  abstract: string;
  description: string;
  party: string;
  extra: string;
  codes: string;
  n_title: string;
  n_claims: string;
  n_abstract: string;
  n_description: string;
  n_party: string;
  n_extra: string;
  n_codes: string;
  sort_date: string | null;
  sort_name: string;
}

export interface SearchFacetsTable {
  kind: string;
  doc_id: number;
  facet: string;
  value: string;
}

/** Property values of a document in the canonical unit of the property's family. */
export interface SearchNumbersTable {
  kind: string;
  doc_id: number;
  property_id: number;
  value: number;
}

/** Bumped on every index write of a kind: in-memory snapshots compare it before use. */
export interface SearchStateTable {
  kind: string;
  version: number;
}

/** Rows an import changed whose search documents are not written yet (migration 0017). */
export interface SearchIndexPendingTable {
  kind: string;
  entity_id: number;
}

/*
 * ───────────────────────── Product explorations (features/explorations) ─────────────────────────
 * Migration: db/migrations/0013_explorations.ts.
 */

export type ExplorationStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** One forward/inverse analysis of a user, run by a job of the one queue. JSON columns are text. */
export interface ExplorationsTable {
  id: Generated<number>;
  user_id: number;
  /** 'forward' | 'inverse'. */
  kind: string;
  name: string;
  status: ExplorationStatus;
  /** 0…1. */
  progress: number;
  /** What is happening now, in Japanese. */
  progress_message: string | null;
  /** Why it failed, in Japanese (shown to the user). */
  error_reason: string | null;
  /** JSON: the validated request (ForwardExplorationRequest | InverseExplorationRequest); an uploaded CSV's text is in scope_data. */
  request: string;
  /** The uploaded examples CSV of a 'csv' scope, or null. */
  scope_data: string | null;
  /** JSON: the result shown to the user. */
  result: string | null;
  /** JSON: the training matrix and its rows' example ids (refits for predictions, nearest examples). */
  training: string | null;
  /** JSON: TrainingDataReport (rows used/dropped and why). */
  data_report: string | null;
  job_id: number | null;
  /** 1 once the owner asked to cancel. */
  cancel_requested: number;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/*
 * ───────────────────────── Patent landscape map (features/visualization) ─────────────────────────
 * Migration: db/migrations/0015_patent_landscape.ts. Derived data, rebuilt with the search index.
 */

/** A patent's place on the landscape map ([-1, 1] on both axes) and its cluster. */
export interface PatentLandscapeTable {
  patent_id: number;
  x: number;
  y: number;
  cluster: number;
}

/** A cluster of the map: characteristic terms (JSON array of strings), label = terms joined with ・. */
export interface LandscapeClustersTable {
  id: number;
  label: string;
  terms: string;
  x: number;
  y: number;
  size: number;
}

/** The one row (id 1) saying when the map was computed, over how many patents, in how long. */
export interface LandscapeStateTable {
  id: number;
  computed_at: string;
  documents: number;
  elapsed_ms: number;
}

/*
 * ───────────────────────── Bookmarks and saved searches (features/bookmarks) ─────────────────────────
 * Migration: db/migrations/0014_bookmarks.ts.
 */

/** A user's bookmark of a catalogue entity. Unique (user_id, target_type, target_id). */
export interface BookmarksTable {
  id: Generated<number>;
  user_id: number;
  /** BookmarkTargetType of @app/contract/bookmarks: material | product | patent | example. */
  target_type: string;
  /** The entity's interchange id (external_id). */
  target_id: string;
  /** '' = no folder. */
  folder: string;
  memo: string;
  created_at: string;
  updated_at: string;
}

/** A list-page search a user saved to reopen: the page's kind and its query string. */
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  /** materials | products | patents. */
  kind: string;
  name: string;
  /** Query string without '?'. */
  query: string;
  created_at: string;
}

/** A saved search whose new patents the owner is told of (migration 0025, features/search-alerts). */
export interface SearchWatchesTable {
  saved_search_id: number;
  user_id: number;
  /** daily | weekly: at most one digest mail per period. */
  frequency: string;
  created_at: string;
  last_digest_at: string | null;
}

/** A changed patent a watched search matched after an import; mailed_at null until its digest. */
export interface SearchAlertMatchesTable {
  id: Generated<number>;
  saved_search_id: number;
  user_id: number;
  patent_id: number;
  matched_at: string;
  mailed_at: string | null;
}

/*
 * ───────────────────────── Operators and the second factor (features/accounts two-factor, features/admin) ─────────────────────────
 * Migration: db/migrations/0021_operators_and_two_factor.ts.
 */

/** A user's TOTP secret (base32); enabled_at null while enrolment waits for the first code. */
export interface TwoFactorCredentialsTable {
  user_id: number;
  secret: string;
  enabled_at: string | null;
  /** The last accepted time step: a code is never accepted twice. */
  last_used_step: number | null;
  created_at: string;
}

/** Single-use recovery codes, hashed. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** A free user's request for the standard plan (features/plan-requests; migration 0022). */
export interface PlanRequestsTable {
  id: Generated<number>;
  user_id: number;
  company_name: string;
  seats: number;
  billing_name: string;
  billing_email: string;
  message: string;
  /** PlanRequestStatus of @app/contract/plan-requests. */
  status: string;
  decision_note: Generated<string>;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

/** An import started from the operator console (features/console-imports; migration 0026). */
export interface ImportRunsTable {
  id: Generated<number>;
  operator_id: number | null;
  /** upload | server */
  source: string;
  /** What the operator sees: the uploaded name, or the path relative to IMPORT_DIR. */
  file_name: string;
  /** Where the job reads it (an upload's copy, or the resolved server path). */
  file_path: string;
  format: string;
  bytes: number;
  /** ImportRunStatus of @app/contract/admin-imports. */
  status: string;
  done: Generated<number>;
  fraction: number | null;
  inserted: Generated<number>;
  updated: Generated<number>;
  failed: Generated<number>;
  skipped: number | null;
  /** JSON array of { line, message }: the first failures. */
  errors: Generated<string>;
  failure_reason: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** One search or analysis, for the console's usage figures (features/usage-stats; migration 0027). */
export interface UsageEventsTable {
  id: Generated<number>;
  /** search | analysis */
  kind: string;
  /** Japan date YYYY-MM-DD. */
  day: string;
  user_id: number | null;
}

/** Keyword searches that found nothing, counted per day and query (no user: migration 0027). */
export interface SearchMissesTable {
  day: string;
  query: string;
  count: number;
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
  terms_agreements: TermsAgreementsTable;
  bot_check_solutions: BotCheckSolutionsTable;
  // Catalogue (features/catalogue)
  companies: CompaniesTable;
  company_aliases: CompanyAliasesTable;
  materials: MaterialsTable;
  material_aliases: MaterialAliasesTable;
  material_properties: MaterialPropertiesTable;
  property_defs: PropertyDefsTable;
  property_def_aliases: PropertyDefAliasesTable;
  product_categories: ProductCategoriesTable;
  classification_codes: ClassificationCodesTable;
  products: ProductsTable;
  product_materials: ProductMaterialsTable;
  product_keywords: ProductKeywordsTable;
  product_properties: ProductPropertiesTable;
  patents: PatentsTable;
  patent_claims: PatentClaimsTable;
  patent_applicants: PatentApplicantsTable;
  patent_inventors: PatentInventorsTable;
  patent_classifications: PatentClassificationsTable;
  patent_citations: PatentCitationsTable;
  examples: ExamplesTable;
  example_components: ExampleComponentsTable;
  example_conditions: ExampleConditionsTable;
  example_properties: ExamplePropertiesTable;
  claim_ranges: ClaimRangesTable;
  search_docs: SearchDocsTable;
  search_facets: SearchFacetsTable;
  search_numbers: SearchNumbersTable;
  search_state: SearchStateTable;
  search_index_pending: SearchIndexPendingTable;
  explorations: ExplorationsTable;
  bookmarks: BookmarksTable;
  saved_searches: SavedSearchesTable;
  patent_landscape: PatentLandscapeTable;
  landscape_clusters: LandscapeClustersTable;
  landscape_state: LandscapeStateTable;
  two_factor_credentials: TwoFactorCredentialsTable;
  recovery_codes: RecoveryCodesTable;
  plan_requests: PlanRequestsTable;
  search_watches: SearchWatchesTable;
  search_alert_matches: SearchAlertMatchesTable;
  import_runs: ImportRunsTable;
  usage_events: UsageEventsTable;
  search_misses: SearchMissesTable;
}

/** A connection or an open transaction: repository methods take either, so callers can compose writes atomically. */
export type DbExecutor = Kysely<Database>;
