import { describe, expect, it } from 'vitest';
import { claimReload, RELOAD_WINDOW_MS } from './reload-guard';

describe('reload guard', () => {
  it('allows one reload per path within 10 seconds', () => {
    expect(claimReload('/patents', 1_000)).toBe(true);
    expect(claimReload('/patents', 1_000 + RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(claimReload('/materials', 2_000)).toBe(true);
    expect(claimReload('/patents', 1_000 + RELOAD_WINDOW_MS)).toBe(true);
  });

  it('keeps its record in sessionStorage so it survives the reload', () => {
    claimReload('/x', 5_000);
    expect(JSON.parse(sessionStorage.getItem('app:reloads') ?? '{}')).toEqual({ '/x': 5_000 });
  });

  it('survives a corrupt record', () => {
    sessionStorage.setItem('app:reloads', 'not json');
    expect(claimReload('/x', 1)).toBe(true);
  });
});
