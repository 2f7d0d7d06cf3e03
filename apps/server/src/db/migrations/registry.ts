import type { Migration } from 'kysely';
import * as m0001 from './0001_app_settings.js';
import * as m0002 from './0002_page_views.js';
import * as m0003 from './0003_jobs.js';
import * as m0004 from './0004_users.js';
import * as m0005 from './0005_refresh_tokens.js';
import * as m0006 from './0006_one_time_tokens.js';
import * as m0007 from './0007_login_throttles.js';
import * as m0008 from './0008_audit_events.js';
import * as m0009 from './0009_contact_messages.js';
import * as m0010 from './0010_bot_check_solutions.js';
import * as m0011 from './0011_catalogue.js';
import * as m0012 from './0012_search_index.js';
import * as m0013 from './0013_explorations.js';
import * as m0014 from './0014_bookmarks.js';
import * as m0015 from './0015_patent_landscape.js';
import * as m0016 from './0016_search_gram_table.js';
import * as m0017 from './0017_search_index_pending.js';
import * as m0019 from './0019_search_word_forms.js';
import * as m0020 from './0020_job_fairness.js';
import * as m0021 from './0021_operators_and_two_factor.js';
import * as m0022 from './0022_plan_requests_and_contact_inbox.js';
import * as m0023 from './0023_terms_agreements.js';
import * as m0025 from './0025_search_alerts.js';
import * as m0026 from './0026_import_runs.js';
import * as m0027 from './0027_usage_events.js';

/**
 * Every migration, listed statically (no directory scan) so the same code runs from src and from dist.
 * Names sort in application order; add a new file and one line here.
 */
export const APP_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_app_settings': m0001,
  '0002_page_views': m0002,
  '0003_jobs': m0003,
  '0004_users': m0004,
  '0005_refresh_tokens': m0005,
  '0006_one_time_tokens': m0006,
  '0007_login_throttles': m0007,
  '0008_audit_events': m0008,
  '0009_contact_messages': m0009,
  '0010_bot_check_solutions': m0010,
  '0011_catalogue': m0011,
  '0012_search_index': m0012,
  '0013_explorations': m0013,
  '0014_bookmarks': m0014,
  '0015_patent_landscape': m0015,
  '0016_search_gram_table': m0016,
  '0017_search_index_pending': m0017,
  '0019_search_word_forms': m0019,
  '0020_job_fairness': m0020,
  '0021_operators_and_two_factor': m0021,
  '0022_plan_requests_and_contact_inbox': m0022,
  '0023_terms_agreements': m0023,
  '0025_search_alerts': m0025,
  '0026_import_runs': m0026,
  '0027_usage_events': m0027,
};
