import { describe, expect, it } from 'vitest';
import { isLabelFragment, isLabelRange, parseExampleLabel } from './example-labels.js';

describe('parseExampleLabel', () => {
  it.each([
    ['Example 3', 'Example 3', false],
    ['EXAMPLE 12', 'Example 12', false],
    ['Ex. 5', 'Example 5', false],
    ['Exam- ple 13', 'Example 13', false],
    ['Example 2-1', 'Example 2-1', false],
    ['Example No. 4', 'Example 4', false],
    ['Comparative Example 3', 'Comparative Example 3', true],
    ['Compar- ative Example 6', 'Comparative Example 6', true],
    ['Comp. Ex. 3', 'Comparative Example 3', true],
    ['C. Ex. 1', 'Comparative Example 1', true],
    ['Comparative example 1', 'Comparative Example 1', true],
    ['Comparative Example 5(*4)', 'Comparative Example 5', true],
    ['Reference Example 5-1', 'Reference Example 5-1', false],
    ['比較例3', '比較例3', true],
    ['実施例 1', '実施例1', false],
  ])('%s → %s', (text, label, comparative) => {
    expect(parseExampleLabel(text)).toEqual({ label, comparative });
  });

  it('reads the short forms only where the table has several of them', () => {
    expect(parseExampleLabel('E1')).toBeNull();
    expect(parseExampleLabel('C3')).toBeNull();
    expect(parseExampleLabel('E10', { short: true })).toEqual({ label: 'Example 10', comparative: false });
    expect(parseExampleLabel('C3', { short: true })).toEqual({
      label: 'Comparative Example 3',
      comparative: true,
    });
    expect(parseExampleLabel('CE-3', { short: true })).toEqual({
      label: 'Comparative Example 3',
      comparative: true,
    });
  });

  it.each([
    'Examples 24-29',
    'Example 24–29',
    'Example 24-29',
    'Examples 1 to 6',
    'Comparative Examples 12 and 13',
    'Example',
    'Comparative',
    'Synthesis',
    'Kind of polymer',
    '25',
  ])('%s is not one example', (text) => {
    expect(parseExampleLabel(text, { short: true })).toBeNull();
  });
});

describe('label fragments and ranges', () => {
  it.each(['Comparative', 'Compara-', 'Comp.', 'Example', 'Exam-', 'tive'])('%s starts a label', (text) => {
    expect(isLabelFragment(text)).toBe(true);
  });
  it.each(['Rubber', 'natural rubber', '', 'Host compound'])('%s is no label fragment', (text) => {
    expect(isLabelFragment(text)).toBe(false);
  });
  it('recognises ranges and lists of examples', () => {
    expect(isLabelRange('Examples 24-29')).toBe(true);
    expect(isLabelRange('Example 1 to 6')).toBe(true);
    expect(isLabelRange('Example 3')).toBe(false);
  });
});
