import { parseCellValue } from './cell-values.js';
import type { ExampleCollector } from './example-collector.js';
import {
  isLabelFragment,
  isLabelRange,
  parseExampleLabel,
  tidyLabelText,
  type ExampleLabel,
} from './example-labels.js';
import { recordValue } from './record-value.js';
import { coveringAt, textAt, type GridCell, type GridRow, type TableGrid } from './table-grid.js';

/**
 * The examples of one table, in either orientation:
 * - columns: header lines whose stacked cells read as labels over two or more columns ("Exam-/ple/13",
 *   "Comparative Example" spanning "22" and "23", "E1 … E10, C1 … C8"); every line below is one
 *   ingredient or property, its stub the name (continued over lines; a stub line without values is the
 *   group of the lines under it);
 * - rows: a label in the first column ("Example 1", "Comparative" + "Example 1" over two lines, bare
 *   numbers under an "Example" header); lines without a stub continue the example above; the header is
 *   the lines above the example block, stacked per column.
 * A table may hold several blocks (typeset tables repeat their header halfway), each read on its own.
 */

const HEADER_STACK = 8;
const BARE_NUMBER_HEADER = /^(?:examples?|ex\.?|exp\.?)(?:\s*no\.?)?$/i;

function stacked(rows: readonly GridRow[], column: number): string {
  const parts: string[] = [];
  for (const row of rows) {
    const cell = coveringAt(row, column);
    if (cell && parts[parts.length - 1] !== cell.text) parts.push(cell.text);
  }
  return parts.join(' ').trim();
}

/** Labels over columns in the first `depth` rows, when at least two columns read as example labels. */
function columnLabels(rows: readonly GridRow[], columns: number): Map<number, ExampleLabel> | null {
  const count = (labels: Map<number, ExampleLabel>) => labels.size;
  let best: Map<number, ExampleLabel> | null = null;
  for (let depth = 1; depth <= Math.min(HEADER_STACK, rows.length); depth++) {
    const head = rows.slice(0, depth);
    const texts = Array.from({ length: columns }, (_, column) => (column === 0 ? '' : stacked(head, column)));
    const short = texts.filter((text) => parseExampleLabel(text, { short: true })).length >= 2;
    const labels = new Map<number, ExampleLabel>();
    texts.forEach((text, column) => {
      const label = text ? parseExampleLabel(text, { short }) : null;
      if (label) labels.set(column, label);
    });
    if (labels.size >= 2 && (best === null || count(labels) > count(best))) best = labels;
    if (best && labels.size < best.size) break;
  }
  if (!best) return null;
  // A label must be unique over the columns, else the stack is not a header (a repeated group word).
  const seen = new Set([...best.values()].map((label) => label.label));
  return seen.size === best.size ? best : null;
}

function headerDepth(rows: readonly GridRow[], labels: Map<number, ExampleLabel>, columns: number): number {
  for (let depth = 1; depth <= Math.min(HEADER_STACK, rows.length); depth++) {
    const head = rows.slice(0, depth);
    const done = [...labels.keys()].every((column) => {
      const label = parseExampleLabel(stacked(head, column), { short: true });
      return label !== null && label.label === labels.get(column)!.label;
    });
    if (done && columns > 0) return depth;
  }
  return rows.length;
}

interface Line {
  name: string;
  /** Shared by the lines under one group stub, which may continue after the first line ("polymer (part)"). */
  group: { text: string };
  values: Map<number, string[]>;
}

/** Stub lines that open a group of lines rather than continue the line above. */
const GROUP_WORDS =
  /\b(?:properties|results?|conditions|ingredients?|compositions?|formulations?|evaluations?|characteristics|kind of|type of)\b/i;

function continuesText(previous: Line, values: Map<number, string[]>): boolean {
  for (const [column, texts] of values) {
    const above = previous.values.get(column);
    if (!above || parseCellValue(above[above.length - 1]!).kind !== 'text') return false;
    if (texts.some((text) => parseCellValue(text).kind !== 'text')) return false;
  }
  return values.size > 0;
}

function readColumnsBlock(
  rows: readonly GridRow[],
  labels: Map<number, ExampleLabel>,
  caption: string,
  collector: ExampleCollector,
): void {
  const firstLabelColumn = Math.min(...labels.keys());
  // With two stub columns the first holds groups ("Rubber ingredient (part)") and the second the items.
  const groupColumn = firstLabelColumn >= 2;
  const lines: Line[] = [];
  let group = { text: '' };
  let pending: string[] = [];
  for (const row of rows) {
    const stubCells = row.cells.filter((cell) => cell.last < firstLabelColumn);
    const groupText = groupColumn
      ? stubCells
          .filter((cell) => cell.first === 0)
          .map((c) => c.text)
          .join(' ')
      : '';
    const stub = stubCells
      .filter((cell) => !groupColumn || cell.first > 0)
      .map((cell) => cell.text)
      .join(' ')
      .replace(/^\(\*?\d+\)$/, '')
      .trim();
    if (groupText && group.text && /^[a-z(]/.test(groupText)) group.text = `${group.text} ${groupText}`;
    else if (groupText && stub) group = { text: groupText };
    else if (groupText) group = { text: '' };
    const values = new Map<number, string[]>();
    for (const column of labels.keys()) {
      const cell = coveringAt(row, column);
      if (cell && cell.first >= firstLabelColumn) values.set(column, [cell.text]);
    }
    if (values.size === 0) {
      if (stub) pending.push(stub);
      continue;
    }
    const previous = lines[lines.length - 1];
    // Text values printed over two lines ("Not" / "provided", "Coincide" / "with 430"): the row continues
    // the line above, its stub included.
    if (previous && pending.length === 0 && continuesText(previous, values)) {
      for (const [column, texts] of values) previous.values.get(column)!.push(...texts);
      if (stub) previous.name = `${previous.name} ${stub}`;
      continue;
    }
    // Stub lines between two valued lines continue the line above ("PVOH content of" / "PVB [% by
    // weight]", "Isofol" / "12 + 4 EO"), unless they read as a group heading ("Vulcanization properties").
    if (pending.length > 0) {
      const joined = pending.join(' ');
      if (previous && !(GROUP_WORDS.test(joined) && /^[A-Z]/.test(joined)))
        previous.name = `${previous.name} ${joined}`;
      else if (!groupColumn) group = { text: joined };
    }
    pending = [];
    // A group stub without an item is the line's own name ("Carbon black | 100 | 60 …").
    lines.push({ name: stub || groupText, group, values });
  }
  const last = lines[lines.length - 1];
  if (last && pending.length > 0 && !(GROUP_WORDS.test(pending.join(' ')) && /^[A-Z]/.test(pending[0]!))) {
    last.name = `${last.name} ${pending.join(' ')}`;
  }
  for (const line of lines) {
    for (const [column, texts] of line.values) {
      recordValue(
        collector,
        labels.get(column)!,
        { header: line.name, group: line.group.text, caption },
        texts,
      );
    }
  }
}

interface RowRecord {
  labelText: string;
  rows: GridRow[];
}

function readRowsBlock(
  header: readonly GridRow[],
  records: readonly RowRecord[],
  columns: number,
  caption: string,
  bare: ExampleLabel | null,
  collector: ExampleCollector,
): void {
  const labelled = records
    .map((record) => ({ record, label: rowLabel(record.labelText, bare) }))
    .filter((entry): entry is { record: RowRecord; label: ExampleLabel } => entry.label !== null);
  if (labelled.length === 0) return;
  for (let column = 1; column < columns; column++) {
    // Cells over this column alone name it; a cell spanning it and others is its group
    // ("Vulcanization properties" over TB, EB, …) — unless nothing narrower is printed.
    const covering = header
      .map((row) => coveringAt(row, column))
      .filter((cell): cell is GridCell => cell !== undefined);
    const narrowest = Math.min(...covering.map((cell) => cell.last - cell.first));
    const own = covering.filter((cell) => cell.last - cell.first === narrowest);
    const wider = covering.filter((cell) => cell.last - cell.first > narrowest);
    const headerText = [...new Set(own.map((cell) => cell.text))].join(' ');
    const groupText = [...new Set(wider.map((cell) => cell.text))].join(' ');
    for (const { record, label } of labelled) {
      const texts = record.rows.map((row) => textAt(row, column));
      recordValue(collector, label, { header: headerText, group: groupText, caption }, texts);
    }
  }
}

function rowLabel(text: string, bare: ExampleLabel | null): ExampleLabel | null {
  const tidy = tidyLabelText(text);
  if (bare && /^\d{1,3}(?:-\d{1,3})?$/.test(tidy)) {
    return {
      label: `${bare.comparative ? 'Comparative ' : ''}Example ${tidy}`,
      comparative: bare.comparative,
    };
  }
  return parseExampleLabel(tidy, { short: bare !== null });
}

function bareHeader(header: readonly GridRow[]): ExampleLabel | null {
  const text = tidyLabelText(stacked(header, 0));
  if (BARE_NUMBER_HEADER.test(text)) return { label: 'Example', comparative: false };
  if (/^comparative\s+examples?(?:\s*no\.?)?$/i.test(text))
    return { label: 'Comparative Example', comparative: true };
  return null;
}

/** Reads one table into the collector; returns the number of example labels it held. */
export function readTableExamples(grid: TableGrid, collector: ExampleCollector): void {
  const caption = grid.rows
    .filter((row) => row.wide)
    .map((row) => row.cells.map((cell) => cell.text).join(' '))
    .join(' ')
    .trim();
  // Blocks: runs of rows between wide rows (titles, rules, footnotes).
  const blocks: GridRow[][] = [[]];
  for (const row of grid.rows) {
    if (row.wide) {
      if (blocks[blocks.length - 1]!.length > 0) blocks.push([]);
    } else if (row.cells.length > 0) blocks[blocks.length - 1]!.push(row);
  }

  let columnsHeader: Map<number, ExampleLabel> | null = null;
  let columnsCaption = caption;
  let header: GridRow[] = [];
  let records: RowRecord[] = [];
  let bare: ExampleLabel | null = null;
  const flushRows = () => {
    if (records.length > 0) readRowsBlock(header, records, grid.columns, caption, bare, collector);
    records = [];
  };

  for (const block of blocks) {
    if (block.length === 0) continue;
    const labels = columnLabels(block, grid.columns);
    if (labels) {
      flushRows();
      columnsHeader = labels;
      const depth = headerDepth(block, labels, grid.columns);
      // The stub's own header ("Mixing specification") says what the lines are, like a caption.
      columnsCaption = `${caption} ${stacked(block.slice(0, depth), 0)}`.trim();
      readColumnsBlock(block.slice(depth), labels, columnsCaption, collector);
      header = [];
      continue;
    }
    let index = 0;
    let inData = records.length > 0;
    for (; index < block.length; index++) {
      const row = block[index]!;
      const stub = textAt(row, 0);
      if (!inData) bare = bareHeader(header);
      const open = records[records.length - 1];
      const openIncomplete = open !== undefined && rowLabel(open.labelText, bare) === null;
      const startsLabel =
        stub !== '' &&
        !isLabelRange(stub) &&
        (rowLabel(stub, bare) !== null ||
          isLabelFragment(stub) ||
          (openIncomplete && rowLabel(`${open.labelText} ${stub}`, bare) !== null));
      if (columnsHeader && !inData) {
        // Lines under a columns header that came in a block of their own.
        readColumnsBlock(block.slice(index), columnsHeader, columnsCaption, collector);
        break;
      } else if (startsLabel) {
        if (open && openIncomplete) {
          open.labelText = `${open.labelText} ${stub}`;
          open.rows.push(row);
        } else {
          inData = true;
          records.push({ labelText: stub, rows: [row] });
        }
      } else if (stub === '' && open) {
        open.rows.push(row);
      } else {
        if (inData) {
          flushRows();
          header = [];
          inData = false;
        }
        header.push(row);
      }
    }
    if (inData) {
      // A rule ends the example block; the next block starts a new header.
      flushRows();
      header = [];
    }
  }
  flushRows();
}
