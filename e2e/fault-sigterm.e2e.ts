import { request, Agent } from 'node:http';
import { connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { apiCall, apiLogIn, createAccount } from './support/accounts';
import { startServer, type RunningServer } from './support/server';

/*
 * Issue "hardening", faults: SIGTERM under load. 20 keep-alive clients keep searching and opening details
 * when the built server gets SIGTERM (as from a process manager or a rolling deploy). Every request that
 * had been sent before the signal must get a normal, complete answer — no connection reset, no hang-up —,
 * new connections must be refused once the server closes, and the process must exit by itself within 10 s.
 */

const CLIENTS = 20;
/** The shutdown grace of the server; the process must be gone by then. */
const EXIT_WITHIN_MS = 10_000;

let server: RunningServer | undefined;
afterAll(async () => server?.stop());

interface Outcome {
  path: string;
  /** When the last byte of the request was handed to the operating system. */
  sentAt: number;
  status?: number;
  error?: string;
}

/** One GET on the keep-alive agent; resolves with the outcome, never rejects. */
function get(base: URL, path: string, agent: Agent, token: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { path, sentAt: Number.POSITIVE_INFINITY };
    const req = request(
      new URL(path, base),
      { agent, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.resume();
        res.once('end', () => resolve({ ...outcome, status: res.statusCode }));
        res.once('error', (error) => resolve({ ...outcome, error: error.message }));
      },
    );
    req.once('finish', () => (outcome.sentAt = performance.now()));
    req.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ ...outcome, error: error.code ?? error.message }),
    );
    req.end();
  });
}

/** Opens a fresh TCP connection: true if the server accepted it. */
function accepts(base: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(base.port), base.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

it(
  'SIGTERM under load drains every request already sent, refuses new connections and exits',
  { timeout: 60_000 },
  async () => {
    server = await startServer({}, { catalogue: 'demo' });
    const running = server;
    const base = new URL(running.url);
    // Signed in (free plan): details are for users.
    const token = await apiLogIn(running, await createAccount(running, 'free', 'fault-sigterm'));
    const page = (path: string) =>
      apiCall<{ items: { id: string }[] }>(running, 'GET', `${path}?pageSize=20`);
    const [materials, products] = await Promise.all([
      page(API_PATHS.materialsSearch.build()),
      page(API_PATHS.productsSearch.build()),
    ]);
    const paths = [
      `${API_PATHS.materialsSearch.build()}?q=${encodeURIComponent('ポリプロピレン')}&pageSize=50`,
      `${API_PATHS.productsSearch.build()}?pageSize=50`,
      `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent('難燃')}&pageSize=50`,
      ...materials.items.slice(0, 10).map((item) => API_PATHS.materialDetail.build({ id: item.id })),
      ...products.items.slice(0, 10).map((item) => API_PATHS.productDetail.build({ id: item.id })),
    ];

    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const outcomes: Outcome[] = [];
    let signalledAt = Number.POSITIVE_INFINITY;
    let stopped = false;
    const client = async (n: number) => {
      for (let i = n; !stopped; i++) {
        const outcome = await get(base, paths[i % paths.length]!, agent, token);
        outcomes.push(outcome);
        // A refused or reset connection: the server is going away (asserted below); this client stops.
        if (outcome.error) return;
      }
    };
    const clients = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));

    // Under load for a moment (every client has sent a few requests), then the signal.
    while (outcomes.length < CLIENTS * 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      running.process.once('exit', (code) => resolve({ code, at: performance.now() })),
    );
    signalledAt = performance.now();
    running.process.kill('SIGTERM');

    // Fresh connections, until the listening socket is gone.
    const probes: { at: number; accepted: boolean }[] = [];
    let exit: { code: number | null; at: number } | undefined;
    void exited.then((value) => (exit = value));
    for (let refused = 0; refused < 3 && performance.now() - signalledAt < EXIT_WITHIN_MS;) {
      const accepted = await accepts(base);
      probes.push({ at: performance.now(), accepted });
      if (!accepted) refused++;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const waited = new AbortController();
    const timeout = delay(EXIT_WITHIN_MS - (performance.now() - signalledAt), undefined, {
      signal: waited.signal,
    }).catch(() => undefined);
    exit ??= await Promise.race([exited, timeout]);
    waited.abort();
    stopped = true;
    await clients;
    agent.destroy();

    expect(exit, 'the process exits by itself within 10 s of SIGTERM').toBeDefined();
    expect(exit!.code).toBe(0);
    const sentBefore = outcomes.filter((outcome) => outcome.sentAt < signalledAt);
    const failed = sentBefore.filter((outcome) => outcome.status !== 200);
    expect(failed, 'requests sent before the signal').toEqual([]);
    // Once refused, the server does not take a connection again.
    const firstRefused = probes.findIndex((probe) => !probe.accepted);
    expect(firstRefused).toBeGreaterThanOrEqual(0);
    expect(probes.slice(firstRefused).every((probe) => !probe.accepted)).toBe(true);

    const after = outcomes.filter((outcome) => outcome.sentAt >= signalledAt);
    console.log(
      `SIGTERM under load (${CLIENTS} keep-alive clients): ${sentBefore.length} requests sent before the signal, ` +
        `all answered 200; ${after.length} sent after it (${after.filter((o) => o.status).length} answered); ` +
        `new connections refused ${Math.round(probes[firstRefused]!.at - signalledAt)} ms after the signal; ` +
        `exit code ${exit!.code} ${Math.round(exit!.at - signalledAt)} ms after the signal`,
    );
  },
);
