import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { requiredLevelOf } from '@app/contract/plans';
import type { ExampleVisualization } from '@app/contract/visualization';
import { GatedLink } from '../../../components/gated-link';
import { paths } from '../../../config/paths';
import {
  axisTitle,
  draftFromRect,
  EMPTY_RANGE_DRAFT,
  formatAxisValue,
  kindOf,
  rectFromDraft,
  type RangeDraft,
  type SelectionRect,
} from './examples-selection';
import { formatJaNumber } from '../../../lib/ja-number';

const PAGE_SIZE = 50;

type Props = {
  data: ExampleVisualization;
  rect: SelectionRect | null;
  /** Indexes of the selected points (inside `rect`). */
  selected: Int32Array;
  onSelect: (rect: SelectionRect) => void;
  onClear: () => void;
};

/**
 * The examples inside the selected box: typed ranges (the keyboard way to select), the count, a clear button
 * and the list with links to each example and its patent.
 */
export function ExamplesSelectionPanel({ data, rect, selected, onSelect, onClear }: Props) {
  const [draft, setDraft] = useState<RangeDraft>(EMPTY_RANGE_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<keyof RangeDraft, string>>>({});
  const [page, setPage] = useState(0);
  // A box drawn on the chart (or cleared) shows in the inputs and starts the list at its first page.
  const [shownRect, setShownRect] = useState(rect);
  if (shownRect !== rect) {
    setShownRect(rect);
    setDraft(rect ? draftFromRect(rect) : EMPTY_RANGE_DRAFT);
    setErrors({});
    setPage(0);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = rectFromDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSelect(result.rect);
  };

  const field = (key: keyof RangeDraft, label: string) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      size="small"
      sx={{ width: '9.5rem' }}
      slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 30 } }}
    />
  );

  const start = page * PAGE_SIZE;
  const rows = Array.from(selected.subarray(start, start + PAGE_SIZE));
  const detailLevel = requiredLevelOf('detailPages');
  const { points, patents } = data;

  return (
    <Box component="section" aria-labelledby="examples-selection-heading" sx={{ mt: 4 }}>
      <Typography id="examples-selection-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        選択した実施例
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        グラフ上をドラッグして四角く囲むか、下に範囲を入力すると、その範囲の実施例・比較例を一覧にします。空欄の側は上限・下限なしです。
      </Typography>
      <Box
        component="form"
        aria-label="範囲を入力して選択"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', gap: 1 }}>
          <Typography component="legend" variant="body2" sx={{ mb: 1, fontWeight: 700 }}>
            横軸：{axisTitle(data.x)}
          </Typography>
          {field('xMin', `${data.x.name}の下限`)}
          {field('xMax', `${data.x.name}の上限`)}
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', gap: 1 }}>
          <Typography component="legend" variant="body2" sx={{ mb: 1, fontWeight: 700 }}>
            縦軸：{axisTitle(data.y)}
          </Typography>
          {field('yMin', `${data.y.name}の下限`)}
          {field('yMax', `${data.y.name}の上限`)}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignSelf: 'center' }}>
          <Button type="submit" variant="contained">
            この範囲で選択
          </Button>
          <Button variant="outlined" onClick={onClear} disabled={rect === null}>
            選択を解除
          </Button>
        </Box>
      </Box>

      <Box role="status" aria-live="polite" sx={{ my: 1.5 }}>
        {rect === null ? (
          <Typography variant="body2" color="text.secondary">
            まだ選択されていません。
          </Typography>
        ) : (
          <Typography variant="body1" sx={{ fontWeight: 700 }}>
            {formatJaNumber(selected.length)}件を選択中
          </Typography>
        )}
      </Box>

      {rect !== null && selected.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          この範囲に実施例はありません。範囲を広げてください。
        </Typography>
      )}

      {selected.length > 0 && (
        <>
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label="選択した実施例の一覧">
              <TableHead>
                <TableRow>
                  <TableCell>実施例</TableCell>
                  <TableCell>種別</TableCell>
                  <TableCell>公報番号</TableCell>
                  <TableCell>出願人</TableCell>
                  <TableCell align="right">{axisTitle(data.x)}</TableCell>
                  <TableCell align="right">{axisTitle(data.y)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((i) => {
                  const patent = patents[points.patent[i]!];
                  const comparative = points.comparative[i] ?? false;
                  return (
                    <TableRow key={`${points.exampleId[i]}-${i}`}>
                      <TableCell>
                        {patent ? (
                          <GatedLink
                            to={paths.patentExample.getHref(patent.id, points.exampleId[i] ?? '')}
                            level={detailLevel}
                            aria-label={`${patent.publicationNumber} の${points.label[i]}`}
                          >
                            {points.label[i]}
                          </GatedLink>
                        ) : (
                          points.label[i]
                        )}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={comparative ? 'default' : 'primary'}
                          label={kindOf(comparative)}
                        />
                      </TableCell>
                      <TableCell>
                        {patent && (
                          <GatedLink
                            to={paths.patent.getHref(patent.id)}
                            level={detailLevel}
                            title={patent.title}
                          >
                            {patent.publicationNumber}
                          </GatedLink>
                        )}
                      </TableCell>
                      <TableCell>{patent?.applicant ?? '—'}</TableCell>
                      <TableCell align="right">{formatAxisValue(points.x[i])}</TableCell>
                      <TableCell align="right">{formatAxisValue(points.y[i])}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          {selected.length > PAGE_SIZE && (
            <TablePagination
              component="div"
              count={selected.length}
              page={page}
              onPageChange={(_, next) => setPage(next)}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              labelDisplayedRows={({ from, to, count }) =>
                `${from}–${to}件目（全${formatJaNumber(count)}件）`
              }
              getItemAriaLabel={(type) =>
                type === 'next' ? '次のページ' : type === 'previous' ? '前のページ' : ''
              }
            />
          )}
        </>
      )}
    </Box>
  );
}
