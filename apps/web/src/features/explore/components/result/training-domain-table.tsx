import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ForwardResult } from '@app/contract/explorations';
import { PhraseText } from '../../../../components/phrase-text';
import { formatValue } from '../../utils/format';
import { nameWithUnit } from '../../../../lib/display-unit';

/** The range of every input in the training data: predictions are reliable inside it. */
export function TrainingDomainTable({ domain }: { domain: ForwardResult['domain'] }) {
  return (
    // On a phone the side padding of five columns left the input's name 4 characters a line
    // (「ステア/リン酸」) and stood 「0 以外の件数」 one character a line: half the padding there.
    <TableContainer sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
      <Table size="small" aria-label="学習データの範囲">
        <TableHead>
          <TableRow>
            <TableCell>入力</TableCell>
            <TableCell align="right">最小</TableCell>
            <TableCell align="right">平均</TableCell>
            <TableCell align="right">最大</TableCell>
            <TableCell align="right">
              <PhraseText text="0 以外の件数" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {domain.map((d) => (
            <TableRow key={d.input.key}>
              <TableCell component="th" scope="row">
                <PhraseText text={nameWithUnit(d.input.name, d.input.unit)} />
              </TableCell>
              <TableCell align="right">{formatValue(d.min)}</TableCell>
              <TableCell align="right">{formatValue(d.mean)}</TableCell>
              <TableCell align="right">{formatValue(d.max)}</TableCell>
              <TableCell align="right">{d.nonZero}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
