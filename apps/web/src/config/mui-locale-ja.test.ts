import { afterEach, describe, expect, it } from 'vitest';

const OriginalNumberFormat = Intl.NumberFormat;
let made = 0;
/** Counts the number formatters made (a spy cannot stand in for a constructor here). */
class CountingNumberFormat extends OriginalNumberFormat {
  constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
    super(...args);
    made += 1;
  }
}

/** Loading the theme builds no number formatter: the locale data loads when a table shows numbers (decision 0039). */
describe('the Japanese MUI locale of the theme', () => {
  afterEach(() => {
    Intl.NumberFormat = OriginalNumberFormat;
  });

  it('makes no Intl.NumberFormat while the theme module loads, one when a pagination label is shown', async () => {
    Intl.NumberFormat = CountingNumberFormat as typeof Intl.NumberFormat;
    const { theme } = await import('./theme');
    expect(made).toBe(0);
    const label = theme.components?.MuiTablePagination?.defaultProps?.labelDisplayedRows;
    expect(label?.({ from: 1, to: 20, count: 1030, page: 0 })).toBe('1～20 / 1,030');
    expect(label?.({ from: 21, to: 40, count: 1030, page: 1 })).toBe('21～40 / 1,030');
    expect(made).toBe(1);
  });
});
