// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPreloadQueue, PRELOAD_CONCURRENCY } from './preload-queue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('preload queue', () => {
  it('never runs more than 4 preloads at once, and runs them all', async () => {
    expect(PRELOAD_CONCURRENCY).toBe(4);
    const queue = createPreloadQueue();
    const tasks = Array.from({ length: 10 }, () => deferred());
    let running = 0;
    let peak = 0;
    const done = tasks.map((task, index) =>
      queue.enqueue(`route-${index}`, async () => {
        running += 1;
        peak = Math.max(peak, running);
        try {
          await task.promise;
        } finally {
          running -= 1;
        }
      }),
    );
    expect(queue.active()).toBe(4);
    for (const [index, task] of tasks.entries()) {
      if (index % 3 === 0) task.reject(new Error('chunk failed'));
      else task.resolve();
      await Promise.resolve();
      expect(queue.active()).toBeLessThanOrEqual(4);
    }
    await Promise.all(done);
    expect(peak).toBe(4);
    expect(queue.active()).toBe(0);
  });

  it('loads each key once, and retries a key whose preload failed', async () => {
    const queue = createPreloadQueue();
    let calls = 0;
    const ok = () => {
      calls += 1;
      return Promise.resolve();
    };
    await queue.enqueue('a', ok);
    await queue.enqueue('a', ok);
    expect(calls).toBe(1);

    let failing = 0;
    await queue.enqueue('b', () => {
      failing += 1;
      return Promise.reject(new Error('offline'));
    });
    await queue.enqueue('b', () => {
      failing += 1;
      return Promise.resolve();
    });
    expect(failing).toBe(2);
  });
});
