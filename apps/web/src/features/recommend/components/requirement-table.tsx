import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  REQUIREMENT_STATUS_LABELS,
  type RequirementResult,
  type ResolvedRequirement,
} from '@app/contract/recommendation';
import { formatMargin, formatValue } from '../utils/format';

const STATUS_COLORS = { pass: 'success', fail: 'error', unknown: 'default' } as const;
const BOUND_LABELS = { min: '下限まで', max: '上限まで', target: '許容幅まで' } as const;

/** Per requirement: the product's value against the requirement, the verdict, the margin and the points it earned. */
export function RequirementTable({
  results,
  requirements,
}: {
  results: readonly RequirementResult[];
  requirements: readonly ResolvedRequirement[];
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="要件ごとの判定">
        <TableHead>
          <TableRow>
            <TableCell>要件</TableCell>
            <TableCell>製品の値</TableCell>
            <TableCell>判定</TableCell>
            <TableCell>差</TableCell>
            <TableCell align="right">点数</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((result, index) => {
            const requirement = requirements[index];
            return (
              <TableRow key={`${result.propertyId}-${index}`}>
                <TableCell>{requirement?.label ?? result.propertyName}</TableCell>
                <TableCell>
                  {result.value ? (
                    <>
                      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                        {formatValue(result.value.value)} {result.value.unit}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="div">
                        表記{' '}
                        {result.value.originalText ??
                          `${formatValue(result.value.originalValue)} ${result.value.originalUnit}`}
                        {result.value.testStandard ? `・${result.value.testStandard}` : ''}
                        {result.value.condition ? `・${result.value.condition}` : ''}
                      </Typography>
                    </>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      値なし
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={STATUS_COLORS[result.status]}
                    variant={result.status === 'unknown' ? 'outlined' : 'filled'}
                    label={REQUIREMENT_STATUS_LABELS[result.status]}
                  />
                </TableCell>
                <TableCell>
                  {result.margin ? (
                    <Typography
                      variant="body2"
                      color={result.margin.value >= 0 ? 'success.main' : 'error.main'}
                    >
                      {BOUND_LABELS[result.margin.bound]} {formatMargin(result.margin.value)}{' '}
                      {result.margin.unit}（{formatMargin(result.margin.relative * 100)}%）
                    </Typography>
                  ) : (
                    '—'
                  )}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {result.reason}
                  </Typography>
                </TableCell>
                <TableCell align="right">
                  {formatValue(result.points)} / {formatValue(result.maxPoints)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
