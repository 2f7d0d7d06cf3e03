/** Byte order mark: Excel opens a UTF-8 CSV as UTF-8 only when the file starts with it. */
export const UTF8_BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

/**
 * One CSV field (RFC 4180: quoted when it holds a comma, quote or line break). Text that a spreadsheet
 * would run as a formula (= + - @, tab, CR at the start) gets a leading apostrophe: exported catalogue
 * text comes from imported documents, and opening an export must never execute anything. Numbers pass as
 * they are, so negative values stay numbers.
 */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows → CSV text with CRLF line ends and the BOM. */
export function toCsv(rows: ReadonlyArray<readonly CsvCell[]>): string {
  return UTF8_BOM + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
