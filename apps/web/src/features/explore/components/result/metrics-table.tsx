import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ForwardTargetResult } from '@app/contract/explorations';
import { WideTableFrame } from '../../../../components/wide-table/wide-table-frame';
import { formatFixed, formatPercent, formatValue } from '../../utils/format';
import { nameWithUnit } from '../../../../lib/display-unit';

const METRIC_EXPLANATIONS = [
  [
    'R²（決定係数）',
    '1 に近いほど、予測が実測値のばらつきをよく説明しています。0 以下なら平均値で予測するのと変わりません。',
  ],
  [
    'RMSE（二乗平均平方根誤差）',
    '予測の外れ具合の目安で、物性と同じ単位です。大きな外れがあると大きくなります。',
  ],
  ['MAE（平均絶対誤差）', '予測が平均してどれだけ外れるかで、物性と同じ単位です。'],
  [
    '90%区間の被覆率',
    '実測値が 90% 予測区間に入った割合です。90% 前後なら、示される区間の幅を信頼できます。',
  ],
] as const;

/** How far the R² lets the predictions be trusted, in words. */
function verdict(r2: number | null): { label: string; color: 'success' | 'warning' | 'error' } | null {
  if (r2 === null) return null;
  if (r2 >= 0.8) return { label: '良好', color: 'success' };
  if (r2 >= 0.5) return { label: '参考程度', color: 'warning' };
  return { label: '要注意', color: 'error' };
}

/** Cross-validated accuracy per property, with what each number means. */
export function MetricsTable({ targets, folds }: { targets: readonly ForwardTargetResult[]; folds: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {/* On a phone the seven columns do not fit: the verdict comes right after the property, and the rest
          scrolls sideways with the cue of the example tables. */}
      <WideTableFrame label="予測精度の表" maxHeight={600}>
        <Table size="small" aria-label={`物性ごとの予測精度（${folds}分割交差検証）`}>
          <TableHead>
            <TableRow>
              <TableCell>物性</TableCell>
              <TableCell>判定</TableCell>
              <TableCell align="right">R²</TableCell>
              <TableCell align="right">RMSE</TableCell>
              <TableCell align="right">MAE</TableCell>
              <TableCell align="right">90%区間の被覆率</TableCell>
              <TableCell align="right">件数</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {targets.map(({ target, metrics }) => {
              const v = verdict(metrics.r2);
              return (
                <TableRow key={target.key}>
                  <TableCell component="th" scope="row">
                    {/* A floor for the name (Chrome ignores min-width on cells): not 「硬さ(デュ / ロメー / タA)」. */}
                    <Box sx={{ minWidth: '8em' }}>{nameWithUnit(target.name, target.unit)}</Box>
                  </TableCell>
                  <TableCell>
                    {v && <Chip size="small" label={v.label} color={v.color} variant="outlined" />}
                  </TableCell>
                  <TableCell align="right">{formatFixed(metrics.r2, 3)}</TableCell>
                  <TableCell align="right">{formatValue(metrics.rmse)}</TableCell>
                  <TableCell align="right">{formatValue(metrics.mae)}</TableCell>
                  <TableCell align="right">{formatPercent(metrics.coverage90)}</TableCell>
                  <TableCell align="right">{metrics.n}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </WideTableFrame>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '14rem 1fr' } }}
      >
        {METRIC_EXPLANATIONS.map(([term, text]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {term}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        判定の目安：R² 0.8 以上は良好、0.5〜0.8 は傾向をつかむ参考程度、0.5
        未満は予測をそのまま使わず、データや入力の選び方を見直してください。
      </Typography>
    </Box>
  );
}
