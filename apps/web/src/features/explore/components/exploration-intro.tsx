import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { PredictedVsActualChart } from './charts/predicted-vs-actual-chart';
import { SAMPLE_CANDIDATES, SAMPLE_POINTS, SAMPLE_TARGET } from '../utils/sample-data';

const STEPS = [
  {
    icon: ScienceIcon,
    title: '配合から物性を予測（順解析）',
    text: '特許の実施例やお手持ちの実験データから、配合量・条件と物性の関係を学習します。入力した配合の物性を、90% の予測区間つきで予測し、学習データの範囲外の配合には警告を出します。精度（R²・RMSE）は交差検証で確かめてからお使いいただけます。',
  },
  {
    icon: TuneIcon,
    title: '目標物性を満たす配合を提案（逆解析）',
    text: '「曲げ弾性率を最大に、衝撃強度は 4 kJ/m² 以上」のような目標と、「合計 100%」「成分は 3 種類まで」「フィラー合計 40% 以下」などの制約から、候補の配合を順位つきで提案します。予測が最良の候補とは別に、次に試すと情報が多く得られる候補も示します。',
  },
  {
    icon: GavelIcon,
    title: '特許の請求範囲に入る候補を警告',
    text: '提案した配合や予測した配合が、存続中の特許の請求項に書かれた数値範囲（例：タルク 10〜30 質量部）に入る場合は、その特許と請求項の番号を示して警告します。開発の早い段階で権利の確認が必要な候補を見分けられます。',
  },
] as const;

const SAMPLE_BADGE = <Chip label="サンプル" size="small" color="secondary" variant="outlined" />;

/**
 * What exploration does, for visitors and free users (the feature needs the standard plan): the three
 * things it answers, and an illustration built from a small made-up dataset, labelled サンプル.
 */
export function ExplorationIntro() {
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box component="section" aria-labelledby="explore-intro-heading">
        <Typography id="explore-intro-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          製品探索でできること
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {STEPS.map(({ icon: Icon, title, text }) => (
            <Paper component="li" key={title} variant="outlined" sx={{ p: 2.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <Icon color="primary" aria-hidden="true" />
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {title}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="explore-sample-heading">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id="explore-sample-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            結果の画面の例
          </Typography>
          {SAMPLE_BADGE}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          説明のために用意した架空のデータ（タルク配合ポリプロピレン 16
          件）で作った例です。実際の解析結果ではありません。
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <PredictedVsActualChart
              title="サンプル：曲げ弾性率の予測値と実測値"
              badge={SAMPLE_BADGE}
              target={SAMPLE_TARGET.name}
              unit={SAMPLE_TARGET.unit}
              points={SAMPLE_POINTS}
              caption="架空のデータによるサンプルです。順解析の結果では、このように物性ごとの予測の当たり具合を、破線（y = x）からのずれと 90% 予測区間（縦線）で確かめられます。"
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
                サンプル：逆解析の配合候補
              </Typography>
              {SAMPLE_BADGE}
            </Box>
            <TableContainer>
              <Table size="small" aria-label="サンプル：逆解析の配合候補（架空のデータ）">
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>順位</TableCell>
                    <TableCell>配合（質量%）</TableCell>
                    <TableCell>曲げ弾性率 [MPa]</TableCell>
                    <TableCell>衝撃強さ [kJ/m²]</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>特許</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {SAMPLE_CANDIDATES.map((c) => (
                    <TableRow key={c.rank}>
                      <TableCell>{c.rank}</TableCell>
                      <TableCell>{c.composition}</TableCell>
                      <TableCell>
                        <ValueWithInterval value={c.modulus} />
                      </TableCell>
                      <TableCell>
                        <ValueWithInterval value={c.impact} />
                      </TableCell>
                      <TableCell>
                        {c.fto ? (
                          <Chip
                            size="small"
                            color="error"
                            variant="outlined"
                            icon={<WarningIcon aria-hidden="true" />}
                            label="請求範囲内"
                          />
                        ) : (
                          '—'
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              架空のデータによるサンプルです。実際の結果では、予測値の下の数字が 90%
              予測区間です。「請求範囲内」の印には該当する特許の番号と請求項が表示され、特許の詳細ページへ移動できます。
            </Typography>
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}

function ValueWithInterval({ value: [mean, interval] }: { value: readonly [string, string] }) {
  return (
    <>
      {mean}
      <Typography
        component="span"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', whiteSpace: 'nowrap' }}
      >
        {interval}
      </Typography>
    </>
  );
}
