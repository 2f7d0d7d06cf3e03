import type { Locator } from 'playwright-core';

/** Longest katakana word the checks expect whole (ポリプロピレン, プラスチックス): every text column checked holds 10. */
export const WHOLE_KATAKANA_MAX = 10;

/**
 * The places where a line of the located elements' text ends inside a katakana word (「ポリプロ/ピレン」),
 * as 「…before/after…」. A proxy for mid-word breaks that the page can measure: a katakana run is one word,
 * and reading each character's box tells where the browser wrapped. Runs longer than
 * WHOLE_KATAKANA_MAX are left out: they cannot be kept whole in a narrow column. The middle dot ・ ends a run;
 * a new block (list item, paragraph) is not a wrapped line.
 */
export async function katakanaWordBreaks(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements, longest) => {
    const katakana = /[\u30A1-\u30FA\u30FC-\u30FF]/;
    const found: string[] = [];
    for (const element of elements) {
      const chars: { c: string; top: number; block: Element }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // The box the text flows in: a new list item or paragraph is not a wrapped line.
        let block = node.parentElement!;
        while (block !== element && getComputedStyle(block).display.startsWith('inline'))
          block = block.parentElement!;
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          // A space (collapsed ones have no box) is a word edge: it stays in the sequence as one.
          if (/\s/.test(text[i]!)) chars.push({ c: ' ', top: chars.at(-1)?.top ?? 0, block });
          else if (rect && rect.width > 0) chars.push({ c: text[i]!, top: rect.top, block });
        }
      }
      for (let i = 1; i < chars.length; i++) {
        const newLine = chars[i]!.block === chars[i - 1]!.block && chars[i]!.top > chars[i - 1]!.top + 2;
        if (!newLine || !katakana.test(chars[i - 1]!.c) || !katakana.test(chars[i]!.c)) continue;
        let start = i - 1;
        let end = i;
        while (start > 0 && katakana.test(chars[start - 1]!.c)) start--;
        while (end < chars.length - 1 && katakana.test(chars[end + 1]!.c)) end++;
        if (end - start + 1 > longest) continue;
        const around = (from: number, to: number) =>
          chars
            .slice(from, to)
            .map((char) => char.c)
            .join('');
        found.push(`${around(Math.max(0, i - 6), i)}/${around(i, i + 6)}`);
      }
    }
    return found;
  }, WHOLE_KATAKANA_MAX);
}

/**
 * The located cells whose text takes more lines than `charsPerLine` characters a line would need, as
 * 「text (N lines)」: a name squeezed to a few characters a line (「青龍ゴム/化工株式会/社」). Lines are the
 * text's own height (a cell is as tall as its row) over the cell's line height.
 */
export async function cellsOverLines(cells: Locator, charsPerLine: number): Promise<string[]> {
  return cells.evaluateAll(
    (elements, perLine) =>
      elements.flatMap((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lineHeight = parseFloat(getComputedStyle(cell).lineHeight);
        const lines = Math.round(range.getBoundingClientRect().height / lineHeight);
        const text = cell.textContent ?? '';
        return lines > Math.ceil(text.length / perLine) ? [`${text} (${lines} lines)`] : [];
      }),
    charsPerLine,
  );
}
