import { migrateToLatest } from '../../db/migrate.js';
import type { CliCommand } from '../command.js';

export const migrateCommand: CliCommand = {
  name: 'migrate',
  args: '',
  summary: 'データベースを最新のスキーマにする / Apply pending database migrations',
  async run(_args, { database, out }) {
    const { db } = await database({ migrate: false });
    const applied = await migrateToLatest(db);
    if (applied.length === 0) {
      out('適用するマイグレーションはありません / Database is up to date');
      return;
    }
    for (const name of applied) out(`適用しました / applied: ${name}`);
  },
};
