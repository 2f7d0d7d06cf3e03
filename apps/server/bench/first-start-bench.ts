/**
 * First start (decision 0018): seconds from the built server answering /readyz on an empty data directory
 * until a search for ポリプロピレン returns the whole demo catalogue's count, with the demo snapshot of the
 * build (the default) and without it (`DEMO_SNAPSHOT=off`: the background load). Also how often, meanwhile,
 * the public configuration said the catalogue was still loading when the count was short.
 *
 * `npx tsx --conditions=source apps/server/bench/first-start-bench.ts [snapshot|background]…`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS } from '@app/contract/api-paths';
import { ensureBuild, startBuilt, stop } from './built-server.js';

const QUERY = `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent('ポリプロピレン')}&pageSize=1`;

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

async function measure(mode: 'snapshot' | 'background') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'first-start-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_DATA: 'auto', LOG_LEVEL: 'warn' };
  if (mode === 'background') env.DEMO_SNAPSHOT = 'off';
  const started = performance.now();
  const server = await startBuilt(`first start (${mode})`, 'server.js', env);
  const listening = performance.now();
  let firstTotal: number | null = null;
  let total = 0;
  let shortWithoutNotice = 0;
  try {
    for (;;) {
      const [config, page] = await Promise.all([
        json<{ catalogueLoading?: { percent: number } }>(`${server.url}${API_PATHS.publicConfig.build()}`),
        json<{ total: number }>(`${server.url}${QUERY}`),
      ]);
      firstTotal ??= page.total;
      total = page.total;
      if (!config.catalogueLoading) {
        // Loaded: this count is final; a count read while no notice was shown must have been it.
        const finalCount = (await json<{ total: number }>(`${server.url}${QUERY}`)).total;
        if (finalCount !== total) shortWithoutNotice++;
        total = finalCount;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    mode,
    'start→/readyz s': ((listening - started) / 1000).toFixed(1),
    '/readyz→full count s': ((performance.now() - listening) / 1000).toFixed(1),
    'first answer': firstTotal,
    'full count': total,
    'short count without notice': shortWithoutNotice,
  };
}

ensureBuild();
const modes = process.argv.slice(2).filter((arg) => arg === 'snapshot' || arg === 'background');
const rows = [];
for (const mode of modes.length > 0 ? modes : (['snapshot'] as const)) rows.push(await measure(mode));
console.table(rows);
console.log('budget: the full count within 30 s of /readyz (issue 17); the background load is the fallback');
