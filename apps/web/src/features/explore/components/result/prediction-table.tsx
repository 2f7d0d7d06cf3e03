import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import {
  EXPLORATION_LIMITS,
  predictRequestSchema,
  type ForwardResult,
  type PredictionRow,
} from '@app/contract/explorations';
import { PhraseText } from '../../../../components/phrase-text';
import { WideTableFrame } from '../../../../components/wide-table/wide-table-frame';
import { usePredictCompositions } from '../../api/predict-compositions';
import { toNumber } from '../../utils/form-values';
import { formatPercent, formatValue } from '../../utils/format';
import { FtoChips } from './fto-flags';
import { PredictionCell } from './prediction-cell';
import { PredictionExplanations } from './prediction-explanations';
import { reportActionError } from '../../utils/action-error';
import { nameWithUnit } from '../../../../lib/display-unit';

type Row = { id: number; cells: Record<string, string> };

const OUTSIDE_DOMAIN = '学習データの範囲外です';

let nextId = 1;

/** A first row to start from: the training mean of every input, rounded. */
function meanRow(domain: ForwardResult['domain']): Row {
  return {
    id: nextId++,
    cells: Object.fromEntries(domain.map((d) => [d.input.key, formatValue(d.mean).replace(/,/g, '')])),
  };
}

const isIngredient = (kind: string) => kind === 'ingredient' || kind === 'csvInput';

/**
 * A column header broken between words, with room for a katakana word of 8 (カーボンブラック): the 110 px
 * min-width of a cell, which Chrome ignores, left 「カーボンブ/ラック N550」.
 */
function HeaderName({ text }: { text: string }) {
  return (
    <Box sx={{ minWidth: '8.5em' }}>
      <PhraseText text={text} />
    </Box>
  );
}

/**
 * The user types compositions (one row each, inputs as columns) and gets, per row, every property's
 * prediction with its 90 % interval, whether the composition lies inside the training data, and the
 * patents whose claim ranges it falls in.
 */
export function PredictionTable({ explorationId, result }: { explorationId: string; result: ForwardResult }) {
  const [rows, setRows] = useState<Row[]>(() => [meanRow(result.domain)]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<{ rows: PredictionRow[]; snapshot: string } | null>(null);
  const predict = usePredictCompositions(explorationId);
  const inputs = result.inputs;
  const ingredientKeys = inputs.filter((v) => isIngredient(v.kind)).map((v) => v.key);
  const snapshot = JSON.stringify(rows);

  const setCell = (rowId: number, key: string, value: string) => {
    setRows((current) =>
      current.map((r) => (r.id === rowId ? { ...r, cells: { ...r.cells, [key]: value } } : r)),
    );
  };

  const onPredict = () => {
    const compositions = rows.map((row) =>
      Object.fromEntries(
        inputs.flatMap((v) => {
          const n = toNumber(row.cells[v.key] ?? '');
          return n === undefined ? [] : [[v.key, n]];
        }),
      ),
    );
    const parsed = predictRequestSchema.safeParse({ rows: compositions });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [, rowIndex, key] = issue.path;
        const row = typeof rowIndex === 'number' ? rows[rowIndex] : undefined;
        next[row && typeof key === 'string' ? `${row.id}:${key}` : 'table'] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    predict.mutate(parsed.data, {
      onSuccess: (data) => setAnswer({ rows: data.rows, snapshot }),
      onError: (error) => reportActionError(error),
    });
  };

  const stale = answer !== null && answer.snapshot !== snapshot;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <WideTableFrame label="予測する配合の入力の表">
        <Table size="small" aria-label="予測する配合の入力">
          <TableHead>
            <TableRow>
              <TableCell>行</TableCell>
              {inputs.map((v) => (
                <TableCell key={v.key}>
                  <HeaderName text={nameWithUnit(v.name, v.unit)} />
                </TableCell>
              ))}
              {ingredientKeys.length > 0 && <TableCell align="right">成分の合計</TableCell>}
              <TableCell>削除</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => {
              const sum = ingredientKeys.reduce((s, key) => {
                const n = toNumber(row.cells[key] ?? '');
                return s + (n !== undefined && Number.isFinite(n) ? n : 0);
              }, 0);
              return (
                <TableRow key={row.id}>
                  <TableCell>{index + 1}</TableCell>
                  {inputs.map((v) => {
                    const error = errors[`${row.id}:${v.key}`];
                    return (
                      <TableCell key={v.key}>
                        <TextField
                          size="small"
                          value={row.cells[v.key] ?? ''}
                          onChange={(event) => setCell(row.id, v.key, event.target.value)}
                          error={Boolean(error)}
                          helperText={error}
                          placeholder="0"
                          autoComplete="off"
                          slotProps={{
                            htmlInput: {
                              inputMode: 'decimal',
                              'aria-label': `${index + 1}行目の${nameWithUnit(v.name, v.unit)}`,
                            },
                          }}
                        />
                      </TableCell>
                    );
                  })}
                  {ingredientKeys.length > 0 && (
                    <TableCell align="right" aria-label={`${index + 1}行目の成分の合計`}>
                      {formatValue(sum)}
                    </TableCell>
                  )}
                  <TableCell>
                    <IconButton
                      aria-label={`${index + 1}行目を削除`}
                      disabled={rows.length <= 1}
                      onClick={() => setRows((current) => current.filter((r) => r.id !== row.id))}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </WideTableFrame>
      {errors.table && <Alert severity="error">{errors.table}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          startIcon={<AddIcon aria-hidden="true" />}
          disabled={rows.length >= EXPLORATION_LIMITS.maxPredictRows}
          onClick={() => setRows((current) => [...current, meanRow(result.domain)])}
        >
          行を追加
        </Button>
        <Button variant="contained" disableElevation onClick={onPredict} disabled={predict.isPending}>
          {predict.isPending ? '予測しています…' : '予測する'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          空欄は 0 として扱います。新しい行には学習データの平均値が入っています。
        </Typography>
      </Box>

      {answer && (
        <Box
          component="section"
          aria-labelledby="prediction-results-heading"
          sx={{ display: 'grid', gap: 1 }}
        >
          <Typography
            id="prediction-results-heading"
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700 }}
          >
            予測結果
          </Typography>
          {stale && (
            <Alert severity="info">
              入力が変わりました。新しい入力で予測するには「予測する」を押してください。
            </Alert>
          )}
          <WideTableFrame label="予測結果の表">
            <Table size="small" aria-label="予測結果（値の下は 90% 予測区間）">
              <TableHead>
                <TableRow>
                  <TableCell>行</TableCell>
                  {result.targets.map(({ target }) => (
                    <TableCell key={target.key}>
                      <HeaderName text={nameWithUnit(target.name, target.unit)} />
                    </TableCell>
                  ))}
                  <TableCell>学習データとの近さ</TableCell>
                  <TableCell>特許の請求範囲</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {answer.rows.map((row, index) => (
                  <TableRow key={index}>
                    <TableCell>{index + 1}</TableCell>
                    {result.targets.map(({ target }) => {
                      const p = row.predictions[target.key];
                      return (
                        <TableCell key={target.key}>
                          <PredictionCell prediction={p} />
                        </TableCell>
                      );
                    })}
                    <TableCell>
                      {row.domain.inside ? (
                        <Typography variant="body2">範囲内（{formatPercent(row.domain.score)}）</Typography>
                      ) : (
                        <Chip
                          size="small"
                          color="warning"
                          icon={<WarningIcon aria-hidden="true" />}
                          label={`${OUTSIDE_DOMAIN}（${formatPercent(row.domain.score)}）`}
                        />
                      )}
                      {row.domain.warning && row.domain.inside && (
                        <Typography variant="body2" color="warning.main">
                          {row.domain.warning}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <FtoChips flags={row.fto} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </WideTableFrame>
          <PredictionExplanations rows={answer.rows} targets={result.targets} />
          {answer.rows.some((row) => !row.domain.inside) && (
            <Alert severity="warning">
              {OUTSIDE_DOMAIN}
              。学習に使った実施例から離れた配合の予測は外れやすく、区間も当てになりません。実験で確かめてからお使いください。
            </Alert>
          )}
        </Box>
      )}
    </Box>
  );
}
