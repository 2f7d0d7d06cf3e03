import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { ExampleTable as ExampleTableData } from '@app/contract/catalogue';
import { ColumnToggle } from '../../../components/wide-table/column-toggle';
import { WideTableFrame } from '../../../components/wide-table/wide-table-frame';
import { paths } from '../../../config/paths';
import { displayUnit, nameWithUnit } from '../../../lib/display-unit';
import { csvText, downloadText, safeFileName } from '../../../lib/csv-file';
import { tableColumns } from '../utils/columns';
import {
  DEFAULT_VIEW,
  viewRows,
  type ExampleRow,
  type KindFilter,
  type SortKey,
  type TableView,
} from '../utils/example-rows';
import { formatNumber } from '../utils/format';

const ROWS_PER_PAGE = [25, 50, 100] as const;
const COMPARATIVE_BG = '#fff4e5';
const HEAD = { fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.50' } as const;

/**
 * Every example of the patent: sortable by any column, filtered by kind and by label, shown a page at a
 * time (a 500-row patent stays quick to scroll and sort). Each label opens the example's own page.
 */
export function ExampleTable({
  table,
  patentId,
  fileStem,
}: {
  table: ExampleTableData;
  patentId: string;
  fileStem: string;
}) {
  const [view, setView] = useState<TableView>(DEFAULT_VIEW);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(50);
  const columns = useMemo(() => tableColumns(table), [table]);
  const [hidden, setHidden] = useState<Set<string>>(() => new Set());
  // On screen the measured properties come first (the reason to open the table), then the composition.
  const shownColumns = useMemo(() => {
    const withValue = columns.map((column, index) => ({
      column,
      value: (row: ExampleRow) =>
        index < table.components.length ? row.amounts[index] : row.values[index - table.components.length],
    }));
    return [
      ...withValue.filter(({ column }) => column.kind === 'property'),
      ...withValue.filter(({ column }) => column.kind === 'component'),
    ].filter(({ column }) => !hidden.has(column.key));
  }, [columns, hidden, table.components.length]);
  const rows = useMemo(() => viewRows(table, view), [table, view]);
  const comparative = table.rows.filter((row) => row.comparative).length;
  const shown = rows.slice(page * perPage, (page + 1) * perPage);

  const change = (next: Partial<TableView>) => {
    setView((current) => ({ ...current, ...next }));
    setPage(0);
  };
  const sortBy = (key: SortKey) =>
    change({
      sortKey: key,
      direction: view.sortKey === key && view.direction === 'asc' ? 'desc' : 'asc',
    });
  const sortLabel = (key: SortKey, text: string) => (
    <TableSortLabel
      active={view.sortKey === key}
      direction={view.sortKey === key ? view.direction : 'asc'}
      onClick={() => sortBy(key)}
    >
      {text}
    </TableSortLabel>
  );
  const ariaSort = (key: SortKey) =>
    view.sortKey === key ? (view.direction === 'asc' ? 'ascending' : 'descending') : undefined;

  const exportCsv = () => {
    const header = ['例', '種別', ...columns.map((c) => nameWithUnit(c.name, c.unit))];
    const body = rows.map((row) => [
      row.label,
      row.comparative ? '比較例' : '実施例',
      ...row.amounts,
      ...row.values,
    ]);
    downloadText(csvText([header, ...body]), `${safeFileName(`${fileStem}_実施例一覧`)}.csv`);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view.kind}
          onChange={(_event, kind: KindFilter | null) => kind && change({ kind })}
          aria-label="表示する例"
        >
          <ToggleButton value="all">すべて（{table.rows.length}）</ToggleButton>
          <ToggleButton value="working">実施例（{table.rows.length - comparative}）</ToggleButton>
          <ToggleButton value="comparative">比較例（{comparative}）</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          label="例の名前で絞り込む"
          placeholder="例: 実施例1"
          value={view.text}
          onChange={(event) => change({ text: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <ColumnToggle
          groups={[
            {
              label: '物性',
              columns: columns
                .filter((c) => c.kind === 'property')
                .map((c) => ({ key: c.key, label: nameWithUnit(c.name, c.unit) })),
            },
            {
              label: '配合',
              columns: columns
                .filter((c) => c.kind === 'component')
                .map((c) => ({ key: c.key, label: nameWithUnit(c.name, c.unit) })),
            },
          ]}
          hidden={hidden}
          onChange={setHidden}
        />
        <Box sx={{ flex: '1 1 auto' }} />
        <Button size="small" startIcon={<DownloadIcon aria-hidden="true" />} onClick={exportCsv}>
          表を CSV で保存
        </Button>
      </Box>
      <Typography variant="body2" role="status" color="text.secondary">
        {rows.length === table.rows.length ? `${rows.length}件` : `${table.rows.length}件中 ${rows.length}件`}
        {rows.length > 0 &&
          `（${page * perPage + 1}〜${Math.min(rows.length, (page + 1) * perPage)}件目を表示）`}
      </Typography>
      <WideTableFrame label="実施例・比較例の表（全件）" maxHeight={600}>
        <Table size="small" stickyHeader aria-label="実施例・比較例の配合と物性（全件）">
          <TableHead>
            <TableRow>
              <TableCell
                component="th"
                scope="col"
                sx={{ ...HEAD, left: 0, zIndex: 3 }}
                aria-sort={ariaSort('label')}
              >
                {sortLabel('label', '例')}
              </TableCell>
              {shownColumns.map(({ column }) => (
                <TableCell
                  key={column.key}
                  component="th"
                  scope="col"
                  align="right"
                  sx={HEAD}
                  aria-sort={ariaSort(column.key)}
                >
                  {sortLabel(column.key, column.name)}
                  <Typography component="div" variant="caption" color="text.secondary">
                    {column.kind === 'component' ? '配合' : '物性'}
                    {displayUnit(column.unit) && ` [${displayUnit(column.unit)}]`}
                  </Typography>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.id} hover sx={row.comparative ? { bgcolor: COMPARATIVE_BG } : undefined}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{
                    position: 'sticky',
                    left: 0,
                    zIndex: 1,
                    bgcolor: row.comparative ? COMPARATIVE_BG : 'background.paper',
                    whiteSpace: 'nowrap',
                  }}
                >
                  <Link component={RouterLink} to={paths.patentExample.getHref(patentId, row.id)}>
                    {row.label}
                  </Link>
                  {row.comparative && (
                    <Chip size="small" color="secondary" variant="outlined" label="比較例" sx={{ ml: 1 }} />
                  )}
                </TableCell>
                {shownColumns.map(({ column, value }) => {
                  const number = value(row) ?? null;
                  return (
                    <TableCell key={column.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {number === null ? (
                        <Typography component="span" variant="body2" color="text.disabled">
                          —
                        </Typography>
                      ) : (
                        formatNumber(number)
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={shownColumns.length + 1}>
                  条件に合う例はありません。絞り込みの文字や種別を変えてください。
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </WideTableFrame>
      <TablePagination
        component="div"
        // Its one row was wider than a phone (390 px): the count and the arrows go to a second line there.
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
        count={rows.length}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={perPage}
        rowsPerPageOptions={[...ROWS_PER_PAGE]}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage="1ページの件数"
        labelDisplayedRows={({ from, to, count }) => `${count}件中 ${from}〜${to}件`}
        getItemAriaLabel={(type) =>
          type === 'next'
            ? '次のページ'
            : type === 'previous'
              ? '前のページ'
              : type === 'first'
                ? '最初のページ'
                : '最後のページ'
        }
      />
    </Box>
  );
}
