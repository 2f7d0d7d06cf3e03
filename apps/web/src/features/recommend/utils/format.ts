const formatter = new Intl.NumberFormat('ja-JP', { maximumSignificantDigits: 4 });

/** A measured value for display: four significant digits, thousands separators. */
export function formatValue(value: number): string {
  return formatter.format(value);
}

/** A signed margin: "+0.403", "−0.1". */
export function formatMargin(value: number): string {
  if (value === 0) return '±0';
  return `${value > 0 ? '+' : '−'}${formatter.format(Math.abs(value))}`;
}
