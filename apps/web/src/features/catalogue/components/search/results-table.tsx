import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import { PhraseText } from '../../../../components/phrase-text';
import { WideTableFrame } from '../../../../components/wide-table/wide-table-frame';
import { useBelowFoldReady } from '../../../../lib/first-page-split';
import { RESULT_CLASSES as c, ResultsTableRoot } from './results-table-sheet';

export interface TableColumn<Item> {
  key: string;
  label: string;
  width?: number | string;
  minWidth?: number | string;
  align?: 'left' | 'right';
  render: (item: Item) => ReactNode;
}

export interface RowSelection {
  ids: readonly string[];
  max: number;
  toggle: (id: string) => void;
}

type Props<Item> = {
  caption: string;
  columns: readonly TableColumn<Item>[];
  items: readonly Item[] | undefined;
  itemId: (item: Item) => string;
  itemName: (item: Item) => string;
  /** Rows of the skeleton while the first answer loads (the page size, at most 10). */
  skeletonRows: number;
  selection?: RowSelection;
};

/**
 * Rows in the first commit of a document's first page (lib/first-page-split.ts): more than a 1366 × 800 or
 * 390 × 844 window shows under the toolbar; the others follow in the background.
 */
const FIRST_PAINT_ROWS = 8;

/** Height of a skeleton row: close to a result row with a one-line snippet, so the page does not jump. */
const SKELETON_ROW_HEIGHT = 72;

/** A cell's text breaks between words (a company name 「天青/プラスチックス」, not 「天青プラ/スチックス」). */
function CellContent({ content }: { content: ReactNode }) {
  return typeof content === 'string' ? <PhraseText text={content} /> : content;
}

/**
 * A column header broken between words, its unit whole on a line of its own if need be: 「曲げ弾性率/（MPa）」,
 * 「シャルピー/衝撃強さ/（kJ/m²）」, where a 68 px header broke 「曲げ弾性/率」 and 「シャルピ/ー」. The floor of 5
 * characters keeps a five-character word (曲げ弾性率, シャルピー) on one line.
 */
function HeaderLabel({ label }: { label: string }) {
  const [, name = label, unit] = /^(.+?)(（[^（）]*）)?$/u.exec(label) ?? [];
  return (
    <Box component="span" sx={{ display: 'inline-block', minWidth: '5em' }}>
      <PhraseText text={name} />
      {unit && (
        <>
          <wbr />
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {unit}
          </Box>
        </>
      )}
    </Box>
  );
}

function alignClass(align: 'left' | 'right' | undefined): string | undefined {
  return align === 'right' ? c.right : undefined;
}

/** The rows of an answer; mounted with them, so a document's first list draws the rows below the fold after. */
function ResultRows<Item>({
  columns,
  items,
  itemId,
  itemName,
  selection,
  full,
}: Pick<Props<Item>, 'columns' | 'itemId' | 'itemName' | 'selection'> & {
  items: readonly Item[];
  full: boolean;
}) {
  const allRows = useBelowFoldReady();
  const rows = allRows ? items : items.slice(0, FIRST_PAINT_ROWS);
  return rows.map((item) => {
    const id = itemId(item);
    const checked = selection?.ids.includes(id) ?? false;
    return (
      <tr key={id} className={checked ? `${c.row} ${c.selected}` : c.row}>
        {selection && (
          <td className={c.checkbox}>
            <Checkbox
              size="small"
              checked={checked}
              disabled={!checked && full}
              onChange={() => selection.toggle(id)}
              slotProps={{
                input: {
                  'aria-label': `${itemName(item)}を比較に選ぶ`,
                  title: !checked && full ? `比較できるのは${selection.max}件までです` : undefined,
                },
              }}
            />
          </td>
        )}
        {columns.map((column) => (
          <td key={column.key} className={alignClass(column.align)}>
            <CellContent content={column.render(item)} />
          </td>
        ))}
      </tr>
    );
  });
}

/**
 * The result list as a table: the chosen columns, a compare checkbox per row when the list allows it. Plain
 * table elements with the classes of results-table-sheet.ts, styled once per table: an MUI TableRow and
 * TableCell per cell cost the phone most of its blocking time on a page of results (decision 0046).
 */
function ResultsTableView<Item>({
  caption,
  columns,
  items,
  itemId,
  itemName,
  skeletonRows,
  selection,
}: Props<Item>) {
  const full = selection ? selection.ids.length >= selection.max : false;
  return (
    // Wider than a phone: the frame says the table goes on and scrolls it (the examples list hid its
    // composition and measured values past the edge of the screen with no sign of them).
    <WideTableFrame label={`${caption}の表`}>
      <ResultsTableRoot aria-label={caption}>
        <thead>
          <tr>
            {selection && (
              <th className={c.checkbox}>
                <Box component="span" sx={{ fontSize: '0.75rem', whiteSpace: 'nowrap' }}>
                  比較
                </Box>
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.key}
                className={alignClass(column.align)}
                // Chrome ignores min-width on table cells; a width is what auto layout keeps as the floor, so a
                // company name is not broken every 4–5 characters at 1366 px (issue 17, point 9).
                style={{ width: column.width ?? column.minWidth, minWidth: column.minWidth }}
                scope="col"
              >
                <HeaderLabel label={column.label} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items ? (
            <ResultRows
              columns={columns}
              items={items}
              itemId={itemId}
              itemName={itemName}
              selection={selection}
              full={full}
            />
          ) : (
            Array.from({ length: skeletonRows }, (_, row) => (
              <tr key={row} style={{ height: SKELETON_ROW_HEIGHT }} aria-hidden>
                {selection && <td className={c.checkbox} />}
                {columns.map((column) => (
                  <td key={column.key}>
                    <Skeleton />
                    {column === columns[0] && <Skeleton width="70%" />}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </ResultsTableRoot>
    </WideTableFrame>
  );
}

/**
 * Memoised: the list page renders again for every answer of its other queries (the property definitions,
 * the catalogue's loading state, the session); the table only when its rows, columns or selection change —
 * on a slow phone each render of twenty rows was a long task of its own.
 */
export const ResultsTable = memo(ResultsTableView) as typeof ResultsTableView;
