import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PropertyValueView } from '@app/contract/catalogue';
import { WholeWords } from '../../../../components/whole-words';
import { originalOf, shownValue } from './format';

/**
 * Datasheet, typical or measured values: the value in the property's usual unit, beside it the value as
 * the source printed it (when converted), the test standard and the condition.
 */
export function PropertyTable({
  values,
  caption,
  showStandard = true,
}: {
  values: readonly PropertyValueView[];
  caption: string;
  /** false for measured values of examples, which carry no test standard. */
  showStandard?: boolean;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {/* Headers whole: the nowrap columns squeezed them to a character a line on a phone (「元/の/表/記」). */}
            <TableCell component="th" scope="col">
              <WholeWords text="物性" />
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              値
            </TableCell>
            <TableCell component="th" scope="col">
              <WholeWords text="元の表記" />
            </TableCell>
            {showStandard && (
              <TableCell component="th" scope="col">
                <WholeWords text="試験規格" />
              </TableCell>
            )}
            <TableCell component="th" scope="col">
              <WholeWords text="条件" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {values.map((value, index) => {
            const original = originalOf(value);
            return (
              <TableRow key={`${value.propertyId ?? value.name}-${index}`}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {/* Its words whole: the nowrap value columns squeezed it to 「メル/トフローレート」 on a phone. */}
                  <WholeWords text={value.name} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {shownValue(value)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {original ? (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {original}
                      <Typography component="span" variant="caption" sx={{ ml: 0.5 }}>
                        （換算前）
                      </Typography>
                    </Typography>
                  ) : (
                    <Typography component="span" variant="body2" color="text.disabled">
                      —
                    </Typography>
                  )}
                </TableCell>
                {showStandard && <TableCell>{value.testStandard ?? '—'}</TableCell>}
                <TableCell>{value.condition ?? '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
