import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ExampleTable as ExampleTableData } from '@app/contract/catalogue';
import { ColumnToggle } from '../../../../components/wide-table/column-toggle';
import { WideTableFrame } from '../../../../components/wide-table/wide-table-frame';
import { displayUnit, nameWithUnit } from '../../../../lib/display-unit';
import { CatalogueLink, catalogueHref } from './catalogue-links';
import { formatNumber } from './format';

type Filter = 'all' | 'working' | 'comparative' | 'matched';

/** Comparative examples: an orange line, a tinted row and a chip, so the two kinds read apart even in print. */
export const COMPARATIVE_ROW_BG = '#fff4e5';
/** Examples that matched the list's filters (issue 17): the yellow of a search mark, with a 一致 chip. */
const MATCHED_ROW_BG = '#fff8c5';

/** 実施例 or 比較例 as a small chip. */
export function ExampleKindChip({ comparative }: { comparative: boolean }) {
  return comparative ? (
    <Chip size="small" color="secondary" variant="outlined" label="比較例" />
  ) : (
    <Chip size="small" color="primary" variant="outlined" label="実施例" />
  );
}

/**
 * The examples of a patent as one table: a row per example, the measured properties first (the reason a
 * reader opens it), then the composition, units in the header. The example column stays in place while the
 * table scrolls sideways, the frame says when there is more to the right, and a column picker hides what is
 * not needed. A filter shows only 実施例 or only 比較例 — or, opened from a filtered list, only the examples
 * that matched (`matched`, marked in every view).
 */
export function ExampleTable({
  table,
  patentId,
  matched = new Set<string>(),
}: {
  table: ExampleTableData;
  patentId: string;
  matched?: ReadonlySet<string>;
}) {
  const [filter, setFilter] = useState<Filter>('all');
  const [hidden, setHidden] = useState<Set<string>>(() => new Set());
  const comparative = table.rows.filter((row) => row.comparative).length;
  const working = table.rows.length - comparative;
  const rows = table.rows.filter((row) =>
    filter === 'matched'
      ? matched.has(row.id)
      : filter === 'all' || (filter === 'comparative') === row.comparative,
  );
  const rowBg = (row: { id: string; comparative: boolean }) =>
    matched.has(row.id) ? MATCHED_ROW_BG : row.comparative ? COMPARATIVE_ROW_BG : undefined;
  const properties = table.properties
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => !hidden.has(column.key));
  const components = table.components
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => !hidden.has(column.key));
  const cell = (value: number | null) =>
    value === null ? (
      <Typography component="span" variant="body2" color="text.disabled">
        —
      </Typography>
    ) : (
      formatNumber(value)
    );
  const head = { fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.50' } as const;
  const number = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_event, value: Filter | null) => value && setFilter(value)}
          aria-label="表示する例"
        >
          <ToggleButton value="all">すべて（{table.rows.length}）</ToggleButton>
          <ToggleButton value="working">実施例（{working}）</ToggleButton>
          <ToggleButton value="comparative">比較例（{comparative}）</ToggleButton>
          {matched.size > 0 && <ToggleButton value="matched">一致した例（{matched.size}）</ToggleButton>}
        </ToggleButtonGroup>
        <ColumnToggle
          groups={[
            {
              label: '物性',
              columns: table.properties.map((c) => ({ key: c.key, label: nameWithUnit(c.name, c.unit) })),
            },
            {
              label: '配合',
              columns: table.components.map((c) => ({
                key: c.key,
                label: nameWithUnit(c.group ? `${c.group} ${c.name}` : c.name, c.unit),
              })),
            },
          ]}
          hidden={hidden}
          onChange={setHidden}
        />
      </Box>
      <WideTableFrame label="実施例・比較例の表" maxHeight={560}>
        <Table size="small" stickyHeader aria-label="実施例・比較例の配合と物性">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" rowSpan={2} sx={{ ...head, left: 0, zIndex: 3 }}>
                例
              </TableCell>
              {properties.length > 0 && (
                <TableCell component="th" scope="colgroup" colSpan={properties.length} sx={head}>
                  物性
                </TableCell>
              )}
              {components.length > 0 && (
                <TableCell
                  component="th"
                  scope="colgroup"
                  colSpan={components.length}
                  sx={{ ...head, borderLeft: 2, borderLeftColor: 'divider' }}
                >
                  配合
                </TableCell>
              )}
            </TableRow>
            <TableRow>
              {properties.map(({ column }) => (
                <TableCell
                  key={column.key}
                  component="th"
                  scope="col"
                  align="right"
                  sx={{ ...head, top: 37 }}
                >
                  {column.name}
                  <Typography component="div" variant="caption" color="text.secondary">
                    {displayUnit(column.unit) || '\u00a0'}
                  </Typography>
                </TableCell>
              ))}
              {components.map(({ column }, position) => (
                <TableCell
                  key={column.key}
                  component="th"
                  scope="col"
                  align="right"
                  sx={{
                    ...head,
                    top: 37,
                    ...(position === 0 && { borderLeft: 2, borderLeftColor: 'divider' }),
                  }}
                >
                  {column.group && `${column.group} `}
                  {column.material ? (
                    <CatalogueLink to={catalogueHref.material(column.material.id)}>
                      {column.name}
                    </CatalogueLink>
                  ) : (
                    column.name
                  )}
                  <Typography component="div" variant="caption" color="text.secondary">
                    {displayUnit(column.unit) || '\u00a0'}
                  </Typography>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.id}
                data-kind={row.comparative ? 'comparative' : 'working'}
                data-matched={matched.has(row.id) ? 'true' : undefined}
                sx={rowBg(row) ? { bgcolor: rowBg(row) } : undefined}
              >
                <TableCell
                  component="th"
                  scope="row"
                  sx={{
                    whiteSpace: 'nowrap',
                    position: 'sticky',
                    left: 0,
                    zIndex: 1,
                    bgcolor: rowBg(row) ?? 'background.paper',
                    borderLeft: 4,
                    borderLeftColor: row.comparative ? 'secondary.main' : 'primary.main',
                  }}
                >
                  <CatalogueLink to={catalogueHref.example(patentId, row.id)}>{row.label}</CatalogueLink>
                  {matched.has(row.id) && (
                    <Chip size="small" color="warning" label="一致" sx={{ ml: 0.75, height: 20 }} />
                  )}
                </TableCell>
                {properties.map(({ column, index }) => (
                  <TableCell key={column.key} align="right" sx={{ ...number, fontWeight: 600 }}>
                    {cell(row.values[index] ?? null)}
                  </TableCell>
                ))}
                {components.map(({ column, index }, position) => (
                  <TableCell
                    key={column.key}
                    align="right"
                    sx={{ ...number, ...(position === 0 && { borderLeft: 2, borderLeftColor: 'divider' }) }}
                  >
                    {cell(row.amounts[index] ?? null)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </WideTableFrame>
      <Typography variant="caption" color="text.secondary">
        左端の線が緑の行は実施例、線が橙で網掛けの行は比較例です。
        {matched.size > 0 && '「一致」の印と黄色の背景は、検索条件に一致した例です。'}
        例の名前から各例の詳細に移動できます。
      </Typography>
    </Box>
  );
}
