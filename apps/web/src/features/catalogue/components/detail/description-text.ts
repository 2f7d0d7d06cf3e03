/**
 * A patent description as the importer stores it (docs/data-format.md, "Tables in descriptions"):
 * paragraphs and headings line by line, tables as runs of `| cell | cell |` lines with a `| --- |` rule
 * under the header rows. Split here into text and table segments for display.
 */

export type DescriptionSegment =
  { kind: 'text'; text: string } | { kind: 'table'; header: string[][]; body: string[][] };

const TABLE_LINE = /^\| .* \|$|^\|\s+\|$/;

function cellsOf(line: string): string[] {
  const inner = line.slice(1, -1);
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

const isRule = (cells: readonly string[]) => cells.length > 0 && cells.every((cell) => /^-{3,}$/.test(cell));

export function splitDescription(text: string): DescriptionSegment[] {
  const segments: DescriptionSegment[] = [];
  const lines = text.split('\n');
  let prose: string[] = [];
  const flushProse = () => {
    if (prose.length > 0) segments.push({ kind: 'text', text: prose.join('\n') });
    prose = [];
  };
  for (let at = 0; at < lines.length;) {
    let end = at;
    while (end < lines.length && TABLE_LINE.test(lines[end]!)) end++;
    // One lone line that happens to look like a row is text.
    if (end - at >= 2) {
      flushProse();
      const rows = lines.slice(at, end).map(cellsOf);
      const rule = rows.findIndex(isRule);
      segments.push(
        rule >= 0
          ? { kind: 'table', header: rows.slice(0, rule), body: rows.slice(rule + 1) }
          : { kind: 'table', header: [], body: rows },
      );
      at = end;
    } else {
      prose.push(lines[at]!);
      at++;
    }
  }
  flushProse();
  return segments;
}
