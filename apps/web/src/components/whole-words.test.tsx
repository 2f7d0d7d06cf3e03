import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WholeWords } from './whole-words';

describe('WholeWords', () => {
  it('keeps each word and bracketed unit on one line, with a <wbr> between them', () => {
    const { container } = render(
      <p>
        <WholeWords text="硬さ(デュロメータA)（Shore A）" />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p.innerHTML).toBe(
      '<span style="white-space: nowrap;">硬さ</span><wbr><span style="white-space: nowrap;">(デュロメータA)</span>' +
        '<wbr><span style="white-space: nowrap;">（Shore A）</span>',
    );
    expect(p.textContent).toBe('硬さ(デュロメータA)（Shore A）');
  });

  it('lets a piece longer than 10 characters break between phrases, so it cannot widen its column alone', () => {
    const { container } = render(
      <p>
        <WholeWords text="トリメチルジヒドロキノリン" />
      </p>,
    );
    const span = container.querySelector('p > span') as HTMLElement;
    expect(span.style.whiteSpace).toBe('');
    expect(span.style.wordBreak).toBe('auto-phrase');
    expect(span.style.overflowWrap).toBe('anywhere');
  });
});
