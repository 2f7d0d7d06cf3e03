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
    const p = container.querySelector('p')!;
    expect(p.innerHTML).toBe('酸変性<wbr>ポリプロピレン<wbr>樹脂');
    expect(p.textContent).toBe('酸変性ポリプロピレン樹脂');
  });

  it('renders text without a word edge as it is', () => {
    const { container } = render(
      <p>
        <PhraseText text="ポリプロピレンを含む" />
      </p>,
    );
    expect(container.querySelector('p')!.innerHTML).toBe('ポリプロピレンを含む');
  });
});
