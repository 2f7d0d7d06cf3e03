/** A clock a test moves by hand: `overrides.clock = clock.now`. Starts at the real time. */
export function createTestClock(start: Date = new Date()) {
  let current = start.getTime();
  return {
    now: (): Date => new Date(current),
    advance(ms: number): void {
      current += ms;
    },
  };
}

export type TestClock = ReturnType<typeof createTestClock>;
