import { describe, expect, it, vi } from 'vitest';
import { createPageViewTracker } from './page-view';

describe('page-view tracker', () => {
  it('reports each new path with the previous one as referrer, and skips an unchanged path', () => {
    const send = vi.fn();
    const track = createPageViewTracker(send);
    track('/');
    track('/patents');
    track('/patents'); // same path (e.g. only the query changed)
    track('/materials');
    expect(send.mock.calls.map(([view]) => view as unknown)).toEqual([
      { path: '/' },
      { path: '/patents', referrer: '/' },
      { path: '/materials', referrer: '/patents' },
    ]);
  });
});
