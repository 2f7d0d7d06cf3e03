import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartInstance, ChartOption } from './chart-types';
import { Chart } from './chart';

const instance = vi.hoisted(() => ({
  setOption: vi.fn(),
  resize: vi.fn(),
  dispose: vi.fn(),
  getDataURL: vi.fn(() => 'data:image/png;base64,AAAA'),
  on: vi.fn(),
  off: vi.fn(),
}));
vi.mock('./echarts-runtime', () => ({ createChart: vi.fn((): ChartInstance => instance) }));

const observers: { callback: ResizeObserverCallback; disconnect: ReturnType<typeof vi.fn> }[] = [];
class FakeResizeObserver {
  disconnect = vi.fn();
  constructor(public callback: ResizeObserverCallback) {
    observers.push(this);
  }
  observe() {}
  unobserve() {}
}

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  observers.length = 0;
});

const OPTION: ChartOption = { series: [{ type: 'scatter', data: [[1, 2]] }] };

describe('Chart', () => {
  it('draws the option, redraws on resize, and has a caption and a text alternative', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { rerender, unmount } = render(
      <Chart
        option={OPTION}
        title="予測値と実測値"
        caption="点が破線に近いほど正確です。"
        summary="散布図。R² は 0.9。"
      />,
    );
    await waitFor(() => expect(instance.setOption).toHaveBeenCalledWith(OPTION, { notMerge: true }));
    const img = screen.getByRole('img', { name: '散布図。R² は 0.9。' });
    expect(document.getElementById(img.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '点が破線に近いほど正確です。',
    );
    expect(screen.getByRole('heading', { name: '予測値と実測値' })).toBeInTheDocument();

    observers[0]?.callback([], observers[0] as unknown as ResizeObserver);
    expect(instance.resize).toHaveBeenCalledTimes(1);

    const next: ChartOption = { series: [{ type: 'bar', data: [1] }] };
    rerender(<Chart option={next} title="予測値と実測値" caption="c" summary="s" />);
    await waitFor(() => expect(instance.setOption).toHaveBeenLastCalledWith(next, { notMerge: true }));

    unmount();
    expect(instance.dispose).toHaveBeenCalledTimes(1);
    expect(observers[0]?.disconnect).toHaveBeenCalled();
  });

  it('exports a PNG on a white background under the given name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<Chart option={OPTION} title="重要度" caption="c" summary="s" exportName="順解析_重要度" />);
    const button = screen.getByRole('button', { name: '重要度の画像を PNG で保存' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.click(button);
    expect(instance.getDataURL).toHaveBeenCalledWith({
      type: 'png',
      pixelRatio: 2,
      backgroundColor: '#ffffff',
    });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('順解析_重要度.png');
    expect(link.href).toBe('data:image/png;base64,AAAA');
  });

  it('calls the latest event handler and unbinds it when the chart goes', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = render(
      <Chart option={OPTION} title="地図" caption="c" summary="s" onEvents={{ click: first }} />,
    );
    await waitFor(() => expect(instance.on).toHaveBeenCalledWith('click', expect.any(Function)));
    rerender(<Chart option={OPTION} title="地図" caption="c" summary="s" onEvents={{ click: second }} />);
    const listener = instance.on.mock.calls[0]?.[1] as (params: unknown) => void;
    listener({ dataIndex: 3 });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ dataIndex: 3 });
    expect(instance.on).toHaveBeenCalledTimes(1);
    unmount();
    expect(instance.off).toHaveBeenCalledWith('click', listener);
  });

  it('saves the chart data as a CSV with a BOM, quoting and defused formulas', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:csv';
      },
      revokeObjectURL: () => {},
    });
    const user = userEvent.setup();
    render(
      <Chart
        option={OPTION}
        title="出願件数"
        caption="c"
        summary="s"
        csv={{
          fileName: '出願件数 推移',
          header: ['年', '件数'],
          rows: () => [
            [2020, 3],
            ['=1+1', 'a,b'],
          ],
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: '出願件数のデータを CSV で保存' }));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('出願件数_推移.csv');
    const bytes = await blobs[0]!.arrayBuffer();
    // ignoreBOM keeps the BOM in the decoded text, so the test sees it was written.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFF年,件数\r\n2020,3\r\n\'=1+1,"a,b"\r\n',
    );
  });
});
