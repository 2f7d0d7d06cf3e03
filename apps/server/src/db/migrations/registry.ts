import type { Migration } from 'kysely';
import * as m0001 from './0001_app_settings.js';
import * as m0002 from './0002_page_views.js';

/**
 * Every migration, listed statically (no directory scan) so the same code runs from src and from dist.
 * Names sort in application order; add a new file and one line here.
 */
export const APP_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_app_settings': m0001,
  '0002_page_views': m0002,
};
