// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves after the current task: after its microtasks, not synchronously', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('same task');
    await waited;
    expect(order).toEqual(['same task', 'microtask', 'next task']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
