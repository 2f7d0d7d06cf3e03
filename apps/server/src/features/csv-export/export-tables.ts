import type {
  MaterialSummary,
  PatentSummary,
  ProductSummary,
  PropertyValueView,
} from '@app/contract/catalogue';
import { printedUnit } from '@app/contract/display-units';
import type { CsvCell } from './csv.js';

/*
 * The columns of each exported list, with Japanese headers. Property values get one column per property
 * and unit, the unit in the header (「曲げ弾性率（GPa）」), so the cells stay numbers a spreadsheet can sort.
 */

const PRODUCT_STATUS_LABELS: Record<string, string> = { active: '販売中', discontinued: '販売終了' };

const list = (values: readonly string[]) => values.join('、');

interface PropertyColumn {
  header: string;
  cell: (properties: readonly PropertyValueView[]) => CsvCell;
}

/** The value as lists show it: display unit when convertible, the label of an ordinal value (UL94 V-0). */
function shown(value: PropertyValueView): { key: string; unit: string; cell: CsvCell } {
  const unit = value.displayUnit ?? value.unit;
  const key = `${value.propertyId ?? value.name}|${unit}`;
  if (value.level) return { key, unit, cell: value.level };
  return { key, unit, cell: value.displayValue ?? value.value };
}

/** Property columns in order of first appearance across the rows. */
function propertyColumns(rows: ReadonlyArray<readonly PropertyValueView[] | null>): PropertyColumn[] {
  const columns = new Map<string, PropertyColumn>();
  for (const properties of rows) {
    for (const value of properties ?? []) {
      const { key, unit } = shown(value);
      if (columns.has(key)) continue;
      columns.set(key, {
        // A dimensionless property's unit ('-', 無次元 …) is no unit to print.
        header: printedUnit(unit) ? `${value.name}（${printedUnit(unit)}）` : value.name,
        cell: (values) => {
          const found = values.find((candidate) => shown(candidate).key === key);
          return found ? shown(found).cell : null;
        },
      });
    }
  }
  return [...columns.values()];
}

function table<T>(
  items: readonly T[],
  fixed: ReadonlyArray<[string, (item: T) => CsvCell]>,
  properties?: (item: T) => readonly PropertyValueView[] | null,
): CsvCell[][] {
  const extra = properties ? propertyColumns(items.map(properties)) : [];
  const header = [...fixed.map(([name]) => name), ...extra.map((column) => column.header)];
  const rows = items.map((item) => [
    ...fixed.map(([, cell]) => cell(item)),
    ...extra.map((column) => column.cell(properties?.(item) ?? [])),
  ]);
  return [header, ...rows];
}

export function materialTable(items: readonly MaterialSummary[]): CsvCell[][] {
  return table(
    items,
    [
      ['素材ID', (item) => item.id],
      ['素材名', (item) => item.name],
      ['英語名', (item) => item.nameEn],
      ['分類', (item) => item.categoryLabel],
      ['CAS番号', (item) => item.casNumber],
      ['別名', (item) => list(item.aliases)],
      ['製品数', (item) => item.productCount],
    ],
    (item) => item.properties,
  );
}

export function productTable(items: readonly ProductSummary[]): CsvCell[][] {
  return table(
    items,
    [
      ['製品ID', (item) => item.id],
      ['製品名', (item) => item.name],
      ['ブランド', (item) => item.brand],
      ['グレード', (item) => item.grade],
      ['メーカー', (item) => item.maker.name],
      ['カテゴリ', (item) => item.category.name],
      ['販売状況', (item) => PRODUCT_STATUS_LABELS[item.status] ?? item.status],
      ['原料素材', (item) => list(item.materials.map((material) => material.name))],
      ['用途', (item) => list(item.applications)],
      ['特長', (item) => list(item.features)],
    ],
    (item) => item.properties,
  );
}

export function patentTable(items: readonly PatentSummary[]): CsvCell[][] {
  return table(items, [
    ['特許ID', (item) => item.id],
    ['公報番号', (item) => item.publicationNumber],
    ['国', (item) => item.country],
    ['発明の名称', (item) => item.title],
    ['出願人', (item) => list(item.applicants.map((applicant) => applicant.name))],
    ['出願日', (item) => item.applicationDate],
    ['公開日', (item) => item.publicationDate],
    ['法的状態', (item) => item.legalStatusLabel],
    ['IPC', (item) => list(item.ipc)],
    ['Fタームテーマ', (item) => list(item.themes)],
    ['請求項数', (item) => item.claimCount],
    ['実施例数', (item) => item.exampleCount],
    ['要約', (item) => item.abstract],
  ]);
}
