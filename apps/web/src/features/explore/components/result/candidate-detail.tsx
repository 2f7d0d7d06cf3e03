import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { GOAL_KIND_LABELS, type Candidate, type InverseResult } from '@app/contract/explorations';
import { paths } from '../../../../config/paths';
import { describeComposition } from '../../utils/composition';
import { exampleLabel, formatPercent, formatValue } from '../../utils/format';
import { FtoDetails } from './fto-flags';
import { nameWithUnit } from '../../../../lib/display-unit';

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

const GOAL_LABELS: Record<string, string> = { ...GOAL_KIND_LABELS, cost: 'コスト' };

/** Everything about one candidate: the nearest real examples, related products, goals and FTO. */
export function CandidateDetail({ candidate, result }: { candidate: Candidate; result: InverseResult }) {
  const targetName = (key: string) => result.targets.find((t) => t.key === key)?.name ?? key;
  return (
    <Box sx={{ display: 'grid', gap: 2.5, py: 1 }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Heading>近い実在の実施例</Heading>
        {candidate.nearestExamples.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            近い実施例はありません。
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="近い実在の実施例">
              <TableHead>
                <TableRow>
                  <TableCell>実施例</TableCell>
                  <TableCell>特許</TableCell>
                  <TableCell>配合</TableCell>
                  {result.targets.map((t) => (
                    <TableCell key={t.key} align="right">
                      {nameWithUnit(t.name, t.unit)}（実測）
                    </TableCell>
                  ))}
                  <TableCell align="right">距離</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {candidate.nearestExamples.map((example, index) => (
                  <TableRow key={`${example.exampleId ?? 'row'}-${index}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {example.patentId !== null && example.exampleId !== null ? (
                        <Link
                          component={RouterLink}
                          to={paths.patentExample.getHref(
                            String(example.patentId),
                            String(example.exampleId),
                          )}
                        >
                          {exampleLabel(example.label, example.publicationNumber)}
                        </Link>
                      ) : (
                        exampleLabel(example.label, example.publicationNumber)
                      )}
                    </TableCell>
                    <TableCell>
                      {example.patentId !== null && example.publicationNumber ? (
                        <Link component={RouterLink} to={paths.patent.getHref(String(example.patentId))}>
                          {example.publicationNumber}
                        </Link>
                      ) : (
                        '—'
                      )}
                      {example.title && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {example.title}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ minWidth: 200 }}>
                      {describeComposition(example.inputs, result.inputs)}
                    </TableCell>
                    {result.targets.map((t) => (
                      <TableCell key={t.key} align="right">
                        {formatValue(example.measured[t.key])}
                      </TableCell>
                    ))}
                    <TableCell align="right">{formatValue(example.distance)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <Typography variant="caption" color="text.secondary">
          距離は、入力を学習データのばらつきで割って測った配合の違いです。小さいほど似ています。
        </Typography>
      </Box>

      <Box sx={{ display: 'grid', gap: 1 }}>
        <Heading>関連する製品</Heading>
        {candidate.nearestProducts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            この配合の成分を主な原料とする製品は見つかりませんでした。
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {candidate.nearestProducts.map((product) => (
              <li key={product.productId}>
                <Typography variant="body2">
                  <Link component={RouterLink} to={paths.product.getHref(String(product.productId))}>
                    {product.name}
                  </Link>
                  {product.makerName && `（${product.makerName}）`}：共通の原料{' '}
                  {product.matchedMaterials.join('、') || '—'}
                  ・配合量の {formatPercent(product.score)} をカバー
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Box>

      <Box sx={{ display: 'grid', gap: 1 }}>
        <Heading>目標ごとの達成度</Heading>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {candidate.goals.map((goal) => (
            <li key={`${goal.target}-${goal.kind}`}>
              <Typography variant="body2">
                {goal.kind === 'cost' ? 'コスト' : targetName(goal.target)}（{GOAL_LABELS[goal.kind]}
                ）：望ましさ {formatPercent(goal.desirability)}
                {goal.satisfied === true && '・目標を満たしています'}
                {goal.satisfied === false && '・目標を満たしていません'}
              </Typography>
            </li>
          ))}
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 1 }}>
        <Heading>特許の請求範囲</Heading>
        <FtoDetails flags={candidate.fto} />
      </Box>
    </Box>
  );
}
