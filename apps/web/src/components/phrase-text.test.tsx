import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhraseText } from './phrase-text';

describe('PhraseText', () => {
  it('puts a <wbr> at each katakana–kanji edge and keeps the text content as it was', () => {
    const { container } = render(
      <p>
        <PhraseText text="酸変性ポリプロピレン樹脂" />
      </p>,
    );
    const span = container.querySelector('p > span')!;
    expect(span.innerHTML).toBe('酸変性<wbr>ポリプロピレン<wbr>樹脂');
    expect(span.textContent).toBe('酸変性ポリプロピレン樹脂');
    // Phrase breaking even inside a table cell, whose own breaking stays normal (config/theme.ts).
    expect((span as HTMLElement).style.wordBreak).toBe('auto-phrase');
    expect((span as HTMLElement).style.overflowWrap).toBe('anywhere');
  });

  it('renders text without a word edge as it is', () => {
    const { container } = render(
      <p>
        <PhraseText text="ポリプロピレンを含む" />
      </p>,
    );
    expect(container.querySelector('p > span')!.innerHTML).toBe('ポリプロピレンを含む');
  });
});
