import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOrNothing } from './lazy-or-nothing';

function Page({ load }: { load: () => Promise<{ Part: () => React.JSX.Element }> }) {
  const Part = lazyOrNothing(load, (module) => module.Part);
  return (
    <main>
      <h1>ページ本体</h1>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </main>
  );
}

describe('lazyOrNothing', () => {
  it('renders the part once its chunk has loaded', async () => {
    render(<Page load={() => Promise.resolve({ Part: () => <p>追加の部品</p> })} />);
    expect(await screen.findByText('追加の部品')).toBeInTheDocument();
  });

  it('renders nothing, and keeps the page, when the chunk cannot be loaded', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(<Page load={load} />);
    // The rejected load settles into an empty part: the page stays and no error reaches a boundary.
    await waitFor(() => expect(load).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('heading', { name: 'ページ本体' })).toBeInTheDocument();
    expect(screen.queryByText('追加の部品')).toBeNull();
  });
});
