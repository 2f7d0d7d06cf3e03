import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { apiCall, apiLogIn, createAccount } from './support/accounts';
import { repoRoot, startServer, type RunningServer } from './support/server';

/*
 * Issue "explorations survive a server crash", at the process level: the built server runs an exploration
 * for a standard user, is killed with SIGKILL in the middle of it (no shutdown hook runs), and is started
 * again on the same data directory. The exploration must end done or failed with a reason — never stay
 * 'running'. No browser: everything goes through the HTTP API as the web app calls it.
 */

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'e2e-crash-'));
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<RunningServer> {
  // The same configuration on every start, as a restarted service has: the tokens' issuer is the base URL.
  const server = await startServer({ DATA_DIR: dataDir, APP_BASE_URL: 'http://localhost:8080' });
  servers.push(server);
  return server;
}

/** A standard user made through the API (real bot check, mailed confirmation, operator CLI); its token. */
async function standardUserToken(server: RunningServer): Promise<string> {
  return apiLogIn(server, await createAccount(server, 'standard', 'crash'));
}

/** The user's own examples: 8 ingredients, 2 properties, 400 rows — an analysis of some seconds. */
function examplesCsv(): string {
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const inputs = Array.from({ length: 8 }, (_, i) => `in:成分${i + 1}[質量部]`);
  const lines = [[...inputs, 'out:引張強さ[MPa]', 'out:伸び[%]'].join(',')];
  for (let row = 0; row < 400; row++) {
    const x = inputs.map(() => Math.round(random() * 300) / 10);
    const strength = 40 + x.reduce((sum, v, i) => sum + v * (i % 3) * 0.4, 0) + random() * 3;
    const elongation = 300 - x.reduce((sum, v, i) => sum + v * ((i + 1) % 2) * 0.8, 0) + random() * 10;
    lines.push([...x, strength.toFixed(1), elongation.toFixed(1)].join(','));
  }
  return `${lines.join('\n')}\n`;
}

interface Detail {
  status: string;
  progress: number;
  progressMessage: string | null;
  errorReason: string | null;
}

it(
  'an exploration running when the server is killed ends done or failed with a reason after a restart',
  { timeout: 240_000 },
  async () => {
    const first = await start();
    const token = await standardUserToken(first);
    const csv = examplesCsv();
    const scope = { type: 'csv', csv, fileName: 'crash.csv' };
    const variables = await apiCall<{ defaults: { inputs: string[]; targets: string[] } }>(
      first,
      'POST',
      API_PATHS.exploreVariables.build(),
      { scope },
      token,
    );
    const { id } = await apiCall<{ id: string }>(
      first,
      'POST',
      API_PATHS.exploreForward.build(),
      {
        name: '強制終了される解析',
        scope,
        inputs: variables.defaults.inputs,
        targets: variables.defaults.targets,
        folds: 5,
      },
      token,
    );
    const detail = (server: RunningServer) =>
      apiCall<Detail>(server, 'GET', API_PATHS.exploreDetail.build({ id }), undefined, token);

    // Wait until the analysis is under way in its worker thread, then kill the process outright.
    let seen = await detail(first);
    while (!(seen.status === 'running' && seen.progress > 0)) {
      expect(['queued', 'running']).toContain(seen.status);
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await detail(first);
    }
    const exited = new Promise((resolve) => first.process.once('exit', resolve));
    first.process.kill('SIGKILL');
    await exited;
    servers.splice(servers.indexOf(first), 1);

    const second = await start();
    let last = await detail(second);
    while (last.status === 'queued' || last.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      last = await detail(second);
    }
    expect(['done', 'failed']).toContain(last.status);
    if (last.status === 'failed') expect(last.errorReason).toMatch(/\S/);
    else expect(last.progress).toBe(1);
    // The job itself is settled too: nothing of it is left running in the queue.
    const jobs = await run(
      process.execPath,
      [
        '-e',
        `const D=require('better-sqlite3');const db=new D(process.argv[1],{readonly:true});` +
          `console.log(JSON.stringify(db.prepare("select status from jobs where kind='exploration.run'").all()))`,
        join(dataDir, 'app.db'),
      ],
      { cwd: join(repoRoot, 'apps/server') },
    );
    expect(JSON.parse(jobs.stdout)).toEqual([{ status: 'done' }]);
    // Taken back as the server started (its holder's process is gone), not after the lease ran out.
    expect(second.output()).toContain('jobs of an ended server process were put back in the queue');
  },
);
