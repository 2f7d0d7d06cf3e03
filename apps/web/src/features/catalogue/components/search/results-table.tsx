import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PhraseText } from '../../../../components/phrase-text';
import { WideTableFrame } from '../../../../components/wide-table/wide-table-frame';

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

/** The result list as a table: the chosen columns, a compare checkbox per row when the list allows it. */
export function ResultsTable<Item>({
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
      <Table
        size="small"
        aria-label={caption}
        sx={{
          // 12 px beside each cell instead of MUI's 16: six columns give the title and names 48 px more at 1366 px.
          '& :is(td, th):not(.MuiTableCell-paddingCheckbox)': { px: 1.5 },
          '& td': { verticalAlign: 'top', py: 1.25 },
          '& th': {
            fontWeight: 700,
            bgcolor: 'grey.50',
            verticalAlign: 'bottom',
            lineHeight: 1.35,
          },
          // Not the compare column: its header took 88 px for a 48 px checkbox.
          '& th:not(.MuiTableCell-paddingCheckbox)': { minWidth: '5.5rem' },
        }}
      >
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox" sx={{ pl: 1, minWidth: 0, width: 48 }}>
                <Box component="span" sx={{ fontSize: '0.75rem', whiteSpace: 'nowrap' }}>
                  比較
                </Box>
              </TableCell>
            )}
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align}
                // Chrome ignores min-width on table cells; a width is what auto layout keeps as the floor, so a
                // company name is not broken every 4–5 characters at 1366 px (issue 17, point 9).
                sx={{ width: column.width ?? column.minWidth, minWidth: column.minWidth }}
                scope="col"
              >
                <HeaderLabel label={column.label} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items
            ? items.map((item) => {
                const id = itemId(item);
                const checked = selection?.ids.includes(id) ?? false;
                return (
                  <TableRow key={id} hover selected={checked}>
                    {selection && (
                      <TableCell padding="checkbox" sx={{ pl: 1 }}>
                        <Checkbox
                          size="small"
                          checked={checked}
                          disabled={!checked && full}
                          onChange={() => selection.toggle(id)}
                          slotProps={{
                            input: {
                              'aria-label': `${itemName(item)}を比較に選ぶ`,
                              title:
                                !checked && full ? `比較できるのは${selection.max}件までです` : undefined,
                            },
                          }}
                        />
                      </TableCell>
                    )}
                    {columns.map((column) => (
                      <TableCell key={column.key} align={column.align}>
                        <CellContent content={column.render(item)} />
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })
            : Array.from({ length: skeletonRows }, (_, row) => (
                <TableRow key={row} sx={{ height: SKELETON_ROW_HEIGHT }} aria-hidden>
                  {selection && <TableCell padding="checkbox" />}
                  {columns.map((column) => (
                    <TableCell key={column.key}>
                      <Skeleton />
                      {column === columns[0] && <Skeleton width="70%" />}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </WideTableFrame>
  );
}
