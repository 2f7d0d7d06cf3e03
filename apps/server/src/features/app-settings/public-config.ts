import type { PublicConfig } from '@app/contract/public-config';
import type { AppConfig } from '../../config/env.js';
import { SETTING_KEYS, type SettingKey } from './repository.js';

/** Flag settings are stored as 'true'/'false'; anything else counts as "not set". */
export function parseFlag(value: string | undefined | null): boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/**
 * What the browser may know about the configuration. The explicit field list is the guard: nothing of
 * AppConfig (secrets, URLs of internal services) reaches the browser unless it is named here.
 */
export function resolvePublicConfig(
  config: AppConfig,
  settings: ReadonlyMap<SettingKey, string>,
): PublicConfig {
  const loading = settings.get(SETTING_KEYS.demoLoadState) === 'loading';
  const percent = Math.min(
    100,
    Math.max(0, Math.round(Number(settings.get(SETTING_KEYS.demoLoadPercent)) || 0)),
  );
  return {
    maintenanceMode: parseFlag(settings.get(SETTING_KEYS.maintenanceMode)) ?? config.maintenanceMode,
    botCheck: config.botCheck,
    demoData: parseFlag(settings.get(SETTING_KEYS.demoData)) ?? false,
    errorReportUrl: config.errorReportUrl,
    ...(loading ? { catalogueLoading: { percent } } : {}),
  };
}
