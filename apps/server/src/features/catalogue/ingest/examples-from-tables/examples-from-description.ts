import { parseNumberCell } from '@app/analysis/csv';
import type { ExampleInput } from '../../write/writer-records.js';
import type { XmlElement } from '../xml-dom.js';
import { ExampleCollector } from './example-collector.js';
import { parseExampleLabel, type ExampleLabel } from './example-labels.js';
import { readTableExamples } from './table-examples.js';
import { readTableGrid, textAt, type TableGrid } from './table-grid.js';

/**
 * The worked examples (実施例/比較例) of a patent description, from its tables: every table is read in
 * the orientation it has (see table-examples.ts) and the examples of all tables merge by label. A
 * two-column ingredient/amount table printed under an "Example …" heading becomes that example's
 * composition.
 */

export interface DescriptionBlock {
  kind: 'heading' | 'paragraph' | 'table';
  text: string;
  /** The `<table>` element of a table block. */
  element?: XmlElement;
}

export function examplesFromDescription(
  blocks: readonly DescriptionBlock[],
  patentId: string,
  source: string,
): ExampleInput[] {
  const collector = new ExampleCollector(patentId, source);
  let heading: ExampleLabel | null = null;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      heading = parseExampleLabel(block.text) ?? heading;
      continue;
    }
    if (block.kind !== 'table' || !block.element) continue;
    const grid = readTableGrid(block.element);
    const before = collector.size;
    readTableExamples(grid, collector);
    if (collector.size === before && heading) compositionUnderHeading(grid, collector, heading);
  }
  return collector.list();
}

const COMPOSITION_UNIT =
  /parts? by (?:weight|mass)|wt\.?\s*%|mass\s*%|質量部|質量%|重量部|重量%|phr|mol\s*%/i;

/** Ingredient | amount lines under an "Example …" heading; lines without an amount extend the name. */
function compositionUnderHeading(grid: TableGrid, collector: ExampleCollector, heading: ExampleLabel): void {
  const rows = grid.rows.filter((row) => !row.wide && row.cells.length > 0);
  const headerRows = rows.filter((row) => row.head);
  const body = rows.filter((row) => !row.head);
  let amountColumn = -1;
  let nameColumn = -1;
  for (let column = 0; column < grid.columns; column++) {
    const cells = body.map((row) => textAt(row, column)).filter(Boolean);
    if (cells.length === 0) continue;
    if (cells.every((cell) => parseNumberCell(cell).kind === 'number')) amountColumn = column;
    else if (nameColumn < 0) nameColumn = column;
  }
  const unitText = headerRows.map((row) => textAt(row, amountColumn)).join(' ');
  if (amountColumn < 0 || nameColumn < 0 || !COMPOSITION_UNIT.test(unitText)) return;
  const unit = /weight|mass|重量部|質量部/i.test(unitText) && !/%/.test(unitText) ? '質量部' : '質量%';
  let current: { name: string; amount: number } | null = null;
  const items: { name: string; amount: number }[] = [];
  for (const row of body) {
    const name = textAt(row, nameColumn);
    const cell = parseNumberCell(textAt(row, amountColumn));
    if (cell.kind === 'number') {
      current = { name, amount: cell.value };
      items.push(current);
    } else if (current && name) {
      current.name = `${current.name} ${name}`;
    }
  }
  const example = collector.get(heading);
  for (const item of items) {
    if (/^total/i.test(item.name) || /^合計/.test(item.name)) continue;
    example.composition.push({ name: item.name, amount: item.amount, unit });
  }
}
