import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ExampleTable as ExampleTableData } from '@app/contract/catalogue';
import { CatalogueLink, catalogueHref } from './catalogue-links';
import { formatNumber } from './format';

type Filter = 'all' | 'working' | 'comparative';

/** Comparative examples: an orange line, a tinted row and a chip, so the two kinds read apart even in print. */
export const COMPARATIVE_ROW_BG = '#fff4e5';

/** 実施例 or 比較例 as a small chip. */
export function ExampleKindChip({ comparative }: { comparative: boolean }) {
  return comparative ? (
    <Chip size="small" color="secondary" variant="outlined" label="比較例" />
  ) : (
    <Chip size="small" color="primary" variant="outlined" label="実施例" />
  );
}

/**
 * The examples of a patent as one table: a row per example, composition columns then property columns
 * (units in the header). A filter shows only 実施例 or only 比較例.
 */
export function ExampleTable({ table, patentId }: { table: ExampleTableData; patentId: string }) {
  const [filter, setFilter] = useState<Filter>('all');
  const comparative = table.rows.filter((row) => row.comparative).length;
  const working = table.rows.length - comparative;
  const rows = table.rows.filter((row) => filter === 'all' || (filter === 'comparative') === row.comparative);
  const cell = (value: number | null) =>
    value === null ? (
      <Typography component="span" variant="body2" color="text.disabled">
        —
      </Typography>
    ) : (
      formatNumber(value)
    );
  const head = { fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.50' } as const;

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
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
      </ToggleButtonGroup>
      <TableContainer sx={{ maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="実施例・比較例の配合と物性">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" rowSpan={2} sx={{ ...head, left: 0, zIndex: 3 }}>
                例
              </TableCell>
              {table.components.length > 0 && (
                <TableCell component="th" scope="colgroup" colSpan={table.components.length} sx={head}>
                  配合
                </TableCell>
              )}
              {table.properties.length > 0 && (
                <TableCell component="th" scope="colgroup" colSpan={table.properties.length} sx={head}>
                  物性
                </TableCell>
              )}
            </TableRow>
            <TableRow>
              {table.components.map((column) => (
                <TableCell
                  key={column.key}
                  component="th"
                  scope="col"
                  align="right"
                  sx={{ ...head, top: 37 }}
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
                    {column.unit}
                  </Typography>
                </TableCell>
              ))}
              {table.properties.map((column) => (
                <TableCell
                  key={column.key}
                  component="th"
                  scope="col"
                  align="right"
                  sx={{ ...head, top: 37 }}
                >
                  {column.name}
                  <Typography component="div" variant="caption" color="text.secondary">
                    {column.unit || '—'}
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
                sx={row.comparative ? { bgcolor: COMPARATIVE_ROW_BG } : undefined}
              >
                <TableCell
                  component="th"
                  scope="row"
                  sx={{
                    whiteSpace: 'nowrap',
                    position: 'sticky',
                    left: 0,
                    bgcolor: row.comparative ? COMPARATIVE_ROW_BG : 'background.paper',
                    borderLeft: 4,
                    borderLeftColor: row.comparative ? 'secondary.main' : 'primary.main',
                  }}
                >
                  <CatalogueLink to={catalogueHref.example(patentId, row.id)}>{row.label}</CatalogueLink>
                </TableCell>
                {row.amounts.map((amount, index) => (
                  <TableCell
                    key={table.components[index]!.key}
                    align="right"
                    sx={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {cell(amount)}
                  </TableCell>
                ))}
                {row.values.map((value, index) => (
                  <TableCell
                    key={table.properties[index]!.key}
                    align="right"
                    sx={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {cell(value)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="caption" color="text.secondary">
        左端の線が緑の行は実施例、線が橙で網掛けの行は比較例です。例の名前から各例の詳細に移動できます。
      </Typography>
    </Box>
  );
}
