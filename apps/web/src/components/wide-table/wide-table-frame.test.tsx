import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WideTableFrame } from './wide-table-frame';

// jsdom has no layout and no ResizeObserver: this observer reports when the test says so, as the browser's
// does after its own layout.
const observers: { callback: ResizeObserverCallback; observed: Element[] }[] = [];
class ReportingResizeObserver {
  observed: Element[] = [];
  constructor(public callback: ResizeObserverCallback) {
    observers.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {}
}

/** Every box 390 px wide holding 900 px of content; counts the reads of these sizes (a read forces a layout). */
function wideBoxes(): { reads: number } {
  const counter = { reads: 0 };
  const size = (value: number) => () => {
    counter.reads += 1;
    return value;
  };
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(size(390));
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(size(900));
  return counter;
}

function renderFrame() {
  return render(
    <WideTableFrame label="実施例・比較例の表">
      <table>
        <tbody>
          <tr>
            <td>実施例1</td>
          </tr>
        </tbody>
      </table>
    </WideTableFrame>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  observers.length = 0;
});

describe('WideTableFrame', () => {
  it('reads no size when it mounts (no layout forced in React’s task); the observer’s first report shows the cue', () => {
    vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
    const sizes = wideBoxes();
    renderFrame();
    expect(sizes.reads).toBe(0);
    expect(screen.queryByTestId('wide-table-cue')).toBeNull();
    const region = screen.getByRole('region', { name: '実施例・比較例の表' });
    expect(observers[0]?.observed).toEqual([region, region.firstElementChild]);

    act(() => observers[0]!.callback([], observers[0] as unknown as ResizeObserver));
    expect(sizes.reads).toBeGreaterThan(0);
    expect(screen.getByTestId('wide-table-cue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '表を右へ' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '表を左へ' })).toBeDisabled();
  });

  it('measures when it mounts where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    wideBoxes();
    renderFrame();
    expect(screen.getByTestId('wide-table-cue')).toBeInTheDocument();
  });
});
