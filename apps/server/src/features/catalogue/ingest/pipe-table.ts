/**
 * A table of an imported description as text that keeps its grid (docs/data-format.md, "Tables in
 * descriptions"): one line per row, `| cell | cell |`, every column kept (empty cells too), `|` inside a
 * cell written `\|`; the header rows are followed by a rule line `| --- | --- |`. The web app shows such a
 * run of lines as a table; as plain text (search, snippets) it still reads row by row.
 */
export function pipeTable(rows: readonly (readonly string[])[], headerRows: number): string {
  const filled = rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) return '';
  const width = Math.max(...filled.map((row) => row.length));
  const line = (row: readonly string[]) =>
    `| ${Array.from({ length: width }, (_, index) => escapeCell(row[index] ?? '')).join(' | ')} |`;
  const header = rows.slice(0, headerRows).filter((row) => row.some((cell) => cell.trim() !== ''));
  const body = rows.slice(headerRows).filter((row) => row.some((cell) => cell.trim() !== ''));
  const lines = header.map(line);
  if (header.length > 0) lines.push(`| ${Array.from({ length: width }, () => '---').join(' | ')} |`);
  lines.push(...body.map(line));
  return lines.join('\n');
}

function escapeCell(cell: string): string {
  return cell.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}
