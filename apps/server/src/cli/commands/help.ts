import type { CliCommand } from '../command.js';

export const helpCommand: CliCommand = {
  name: 'help',
  args: '',
  summary: 'このヘルプを表示する / Show this help',
  run(_args, { out, commands }) {
    const width = Math.max(...commands.map((command) => `${command.name} ${command.args}`.length));
    out('素材ナビ 運用コマンド / Sozai Navi operator commands');
    out('使い方 / Usage: npm run cli -- <command> [args]');
    out('');
    for (const command of commands) {
      out(`  ${`${command.name} ${command.args}`.padEnd(width)}  ${command.summary}`);
    }
    return Promise.resolve();
  },
};
