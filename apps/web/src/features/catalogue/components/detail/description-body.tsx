import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { splitDescription } from './description-text';

/** A description: paragraphs as lines, the tables of imported documents as tables (description-text.ts). */
export function DescriptionBody({ text }: { text: string }) {
  let tables = 0;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {splitDescription(text).map((segment, index) => {
        if (segment.kind === 'text') {
          return (
            <Typography key={index} sx={{ whiteSpace: 'pre-line', lineHeight: 1.9 }}>
              {segment.text}
            </Typography>
          );
        }
        tables++;
        return (
          <TableContainer key={index} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label={`明細書の表${tables}`}>
              {segment.header.length > 0 && (
                <TableHead>
                  {segment.header.map((row, rowIndex) => (
                    <TableRow key={rowIndex}>
                      {row.map((cell, cellIndex) => (
                        <TableCell key={cellIndex} component="th" scope="col" sx={{ fontWeight: 700 }}>
                          {cell}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableHead>
              )}
              <TableBody>
                {segment.body.map((row, rowIndex) => (
                  <TableRow key={rowIndex}>
                    {row.map((cell, cellIndex) => (
                      <TableCell key={cellIndex} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        );
      })}
    </Box>
  );
}
