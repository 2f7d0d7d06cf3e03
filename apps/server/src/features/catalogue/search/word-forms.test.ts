import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize.js';
import {
  compoundAlternatives,
  foldDocument,
  foldDocumentWithOffsets,
  foldTerm,
  stemWord,
} from './word-forms.js';

const doc = (text: string) => foldDocument(normalizeText(text));
const term = (text: string) => foldTerm(normalizeText(text));
/** Whether the folded term occurs in the folded text: what both indexes answer (decision 0014). */
const matches = (query: string, text: string) => doc(text).includes(term(query));

describe('word forms (decision 0014)', () => {
  it('stems regular English plurals and keeps short words', () => {
    expect(['stents', 'composites', 'bodies', 'processes', 'boxes', 'branches'].map(stemWord)).toEqual([
      'stent',
      'composite',
      'body',
      'process',
      'box',
      'branch',
    ]);
    expect(['pps', 'gas', 'glass', 'apparatus', 'analysis', 'stent'].map(stemWord)).toEqual([
      'pps',
      'gas',
      'glass',
      'apparatus',
      'analysis',
      'stent',
    ]);
  });

  it('matches whole words only: stent is no part of consistent', () => {
    expect(matches('stent', 'nylon nanocomposites are consistent with')).toBe(false);
    expect(matches('stent', 'medical devices such as stents placed')).toBe(true);
    expect(matches('stents', 'provides a stent comprising')).toBe(true);
    expect(matches('Stent', 'STENT.')).toBe(true);
    expect(matches('pp', 'PPS樹脂')).toBe(false);
    expect(matches('pp', 'ＰＰ樹脂')).toBe(true);
  });

  it('folds hyphens between words and spacing around units and numbers', () => {
    expect(doc('four-point bending')).toBe(' four point bending ');
    expect(matches('5wt%', '5 wt % of talc')).toBe(true);
    expect(matches('50 wt %', 'a 50 wt % organoclay')).toBe(true);
    expect(matches('5wt%', 'a 50 wt % organoclay')).toBe(false);
    expect(matches('427°C', 'annealed at 427 °C')).toBe(true);
    expect(matches('600 °C', 'not more than 600° C.')).toBe(true);
    expect(matches('PA-6', 'PA6')).toBe(true);
    expect(matches('ポリアミド6', 'ポリアミド66')).toBe(false);
    // A dash between numbers is a range or a sign, not a word boundary.
    expect(doc('10-17')).toBe(' 10 ー 17 ');
  });

  it('keeps Japanese substring semantics', () => {
    expect(matches('プロピ', 'ポリプロピレン樹脂')).toBe(true);
    expect(matches('樹脂組成', 'PP樹脂組成物')).toBe(true);
    expect(term('熱可塑性')).toBe('熱可塑性');
  });

  it('gives the joined and split spellings of English compounds', () => {
    expect(compoundAlternatives(normalizeText('four-point'))).toEqual([' fourpoint ']);
    expect(compoundAlternatives(normalizeText('nano-composites'))).toEqual([' nanocomposite ']);
    expect(compoundAlternatives(normalizeText('nonionic'))).toContain(' non ionic ');
    expect(compoundAlternatives(normalizeText('fourpoint'))).toContain(' four point ');
    expect(compoundAlternatives(normalizeText('ポリプロピレン'))).toEqual([]);
    expect(compoundAlternatives(normalizeText('pa6'))).toEqual([]);
  });

  it('leaves a classification code open at its end (a prefix)', () => {
    expect(foldTerm('ipc:c08l23/1', { openEnd: true })).toBe(' ipc : c 08 l 23 / 1');
    expect(doc('ipc:c08l23/10').includes(foldTerm('ipc:c08l23/1', { openEnd: true }))).toBe(true);
  });

  it('builds the same indexed text on the fast path as with the offset map (highlights land right)', () => {
    for (const text of [
      'The levels of reduction in gas permeability found in nylon nanocomposites are consistent.',
      'c) up to 10% by weight of one or more non-ionic surfactants; 1.5×10-17 at -20 °C (PA-6, 5wt%).',
      'ポリプロピレン100質量部とタルク10〜50質量部、ＰＰ－ｈ、α-オレフィン、ipc:c08l23/10',
      'ー-dash at start and end ー',
    ]) {
      const normalized = normalizeText(text);
      expect(foldDocument(normalized)).toBe(foldDocumentWithOffsets(normalized).text);
    }
  });
});
