/**
 * Per-client limits of the costly public calls (issue 16): how many a client may send per minute, how many
 * at once, and how much server time its costly calls may take per minute together. A visitor is one client
 * per address, an account one client whatever its addresses; visitors get the stricter numbers.
 *
 * The numbers come from `npm run bench` (overload-bench.ts) on 2 cores: a heavy list search (8 OR terms,
 * nothing cached) takes about 50–75 ms of a read thread, an example scatter about 50 ms; the two read
 * threads give some 120 s of read time per minute. One visitor may use a sixth of that, one account half;
 * people browsing stay far below every number. docs/operations.md lists them; COST_LIMIT_SCALE multiplies
 * them all (0 turns them off), a change of one number is a change here.
 *
 * Counters live in this process's memory (fixed one-minute windows): with several servers each enforces its
 * own share, as the other rate limits do (plugins/rate-limit.ts).
 */
export type CostClass = 'search' | 'detail' | 'visualisation' | 'recommendation' | 'export' | 'pageView';

export interface ClassLimit {
  /** Calls per minute. */
  perMinute: number;
  /** Calls in progress at once (0: no limit). */
  concurrent: number;
}

export const COST_LIMITS: Record<CostClass, { visitor: ClassLimit; account: ClassLimit }> = {
  search: { visitor: { perMinute: 60, concurrent: 4 }, account: { perMinute: 240, concurrent: 8 } },
  detail: { visitor: { perMinute: 60, concurrent: 4 }, account: { perMinute: 300, concurrent: 8 } },
  visualisation: { visitor: { perMinute: 20, concurrent: 2 }, account: { perMinute: 60, concurrent: 4 } },
  recommendation: { visitor: { perMinute: 20, concurrent: 2 }, account: { perMinute: 60, concurrent: 4 } },
  export: { visitor: { perMinute: 5, concurrent: 1 }, account: { perMinute: 10, concurrent: 2 } },
  pageView: { visitor: { perMinute: 120, concurrent: 0 }, account: { perMinute: 300, concurrent: 0 } },
};

/** Milliseconds of answer time the costly calls of one client may take per minute, all classes together. */
export const COST_BUDGET_MS = { visitor: 20_000, account: 60_000 } as const;

export const COST_WINDOW_MS = 60_000;

export type Verdict =
  | { ok: true; release(elapsedMs: number): void }
  | { ok: false; retryAfterSeconds: number; reason: 'concurrent' | 'rate' | 'budget' };

interface ClientState {
  windowStart: number;
  calls: Partial<Record<CostClass, number>>;
  running: Partial<Record<CostClass, number>>;
  spentMs: number;
}

export interface CostLimiterOptions {
  /** Multiplies every number; 0 turns the limits off. */
  scale: number;
  /** Milliseconds of a monotonic clock (tests move it). */
  now?: () => number;
}

export function createCostLimiter({ scale, now = () => performance.now() }: CostLimiterOptions) {
  const clients = new Map<string, ClientState>();
  let lastSweep = now();

  /** Forgets clients whose window is over and who have nothing running, once per window. */
  function sweep(at: number) {
    if (at - lastSweep < COST_WINDOW_MS) return;
    lastSweep = at;
    for (const [key, state] of clients) {
      const idle = Object.values(state.running).every((count) => !count);
      if (idle && at - state.windowStart >= COST_WINDOW_MS) clients.delete(key);
    }
  }

  function stateOf(key: string, at: number): ClientState {
    let state = clients.get(key);
    if (!state) {
      state = { windowStart: at, calls: {}, running: {}, spentMs: 0 };
      clients.set(key, state);
    } else if (at - state.windowStart >= COST_WINDOW_MS) {
      state.windowStart = at;
      state.calls = {};
      state.spentMs = 0;
    }
    return state;
  }

  return {
    /** Whether `key` may make a call of `cls` now; `release` must follow an admitted call's end. */
    admit(key: string, cls: CostClass, account: boolean): Verdict {
      if (scale === 0) return { ok: true, release: () => undefined };
      const at = now();
      sweep(at);
      const state = stateOf(key, at);
      const limit = COST_LIMITS[cls][account ? 'account' : 'visitor'];
      const untilWindowEnds = Math.max(1, Math.ceil((state.windowStart + COST_WINDOW_MS - at) / 1000));
      const running = state.running[cls] ?? 0;
      if (limit.concurrent > 0 && running >= Math.ceil(limit.concurrent * scale)) {
        return { ok: false, retryAfterSeconds: 1, reason: 'concurrent' };
      }
      if ((state.calls[cls] ?? 0) >= Math.ceil(limit.perMinute * scale)) {
        return { ok: false, retryAfterSeconds: untilWindowEnds, reason: 'rate' };
      }
      if (state.spentMs >= COST_BUDGET_MS[account ? 'account' : 'visitor'] * scale) {
        return { ok: false, retryAfterSeconds: untilWindowEnds, reason: 'budget' };
      }
      state.calls[cls] = (state.calls[cls] ?? 0) + 1;
      state.running[cls] = running + 1;
      let released = false;
      return {
        ok: true,
        release(elapsedMs) {
          if (released) return;
          released = true;
          state.running[cls] = Math.max(0, (state.running[cls] ?? 1) - 1);
          state.spentMs += elapsedMs;
        },
      };
    },
    /** Clients with a counter (tests, the bench). */
    size: () => clients.size,
  };
}

export type CostLimiter = ReturnType<typeof createCostLimiter>;
