/**
 * CSV files made in the browser (chart data, analysis candidates): UTF-8 with a BOM so Excel in Japan reads
 * it as UTF-8 rather than Shift_JIS, CRLF line ends, RFC 4180 quoting, and text cells that a spreadsheet
 * would run as a formula (=, +, -, @ at the start) defused with a leading apostrophe.
 */
export type CsvCell = string | number | boolean | null | undefined;

const BOM = '\uFEFF';

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name without characters Windows refuses. */
export function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 80);
}
