import { parseFlag } from '../../features/app-settings/public-config.js';
import { createAppSettingsRepository, SETTING_KEYS } from '../../features/app-settings/repository.js';
import { CliUsageError, type CliCommand } from '../command.js';

const describe = (on: boolean) => (on ? 'ON（メンテナンス中）' : 'OFF（通常運用）');

/** Switches the maintenance flag of the public config in the database: running servers see it on the next request. */
export const maintenanceCommand: CliCommand = {
  name: 'maintenance',
  args: '[on|off|reset]',
  summary:
    'メンテナンスモードを切り替える（引数なしで現在の状態）/ Switch maintenance mode (no argument: show it)',
  async run(args, { database, config, out }) {
    const [action, ...extra] = args;
    if (extra.length > 0 || (action !== undefined && !['on', 'off', 'reset'].includes(action))) {
      throw new CliUsageError(`on / off / reset のいずれかを指定してください / Expected on, off or reset`);
    }
    const settings = createAppSettingsRepository((await database()).db);
    if (action === 'on' || action === 'off') {
      await settings.set(SETTING_KEYS.maintenanceMode, String(action === 'on'));
    } else if (action === 'reset') {
      // Back to the MAINTENANCE_MODE environment default.
      await settings.remove(SETTING_KEYS.maintenanceMode);
    }
    const stored = parseFlag(await settings.get(SETTING_KEYS.maintenanceMode));
    const source =
      stored === null ? 'MAINTENANCE_MODE 環境変数 / environment' : 'データベース設定 / database setting';
    out(`メンテナンスモード / Maintenance mode: ${describe(stored ?? config.maintenanceMode)} — ${source}`);
  },
};
