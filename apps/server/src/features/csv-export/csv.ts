import { roundShown } from '@app/contract/display-numbers';

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
 * A number as the pages show it (roundShown, decision 0033): a value converted between units
 * (1,310 kgf/cm² → 128.467115 MPa) is exported as the 128.5 the page prints, not with digits nobody
 * measured (issue 17, point 10); whole numbers pass unchanged.
 */
function csvNumber(value: number): string {
  return String(roundShown(value));
}

/** Rows → CSV text with CRLF line ends and the BOM. */
export function toCsv(rows: ReadonlyArray<readonly CsvCell[]>): string {
  return UTF8_BOM + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
