/** Byte order mark: Excel opens a UTF-8 CSV as UTF-8 only when the file starts with it. */
export const UTF8_BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

/**
 * One CSV field (RFC 4180: quoted when it holds a comma, quote or line break). Text that a spreadsheet
 * would run as a formula (= + - @, tab, CR at the start) gets a leading apostrophe: exported catalogue
 * text comes from imported documents, and opening an export must never execute anything. Numbers stay
 * numbers (negative ones too), to the precision the pages show (see csvNumber).
 */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? csvNumber(cell) : '';
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A number without float noise: 5 significant digits (one more than the pages show, so a spreadsheet can
 * still re-round), never fewer than its integer digits. A value converted between units
 * (1,310 kgf/cm² → 128.467115 MPa) is not exported with digits nobody measured (issue 17, point 10);
 * whole numbers and short decimals pass unchanged.
 */
function csvNumber(value: number): string {
  if (value === 0 || Number.isInteger(value)) return String(value);
  const integerDigits = Math.max(1, Math.floor(Math.log10(Math.abs(value))) + 1);
  return String(Number(value.toPrecision(Math.min(21, Math.max(5, integerDigits)))));
}

/** Rows → CSV text with CRLF line ends and the BOM. */
export function toCsv(rows: ReadonlyArray<readonly CsvCell[]>): string {
  return UTF8_BOM + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
