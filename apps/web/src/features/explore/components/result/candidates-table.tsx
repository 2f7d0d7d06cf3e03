import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import type { Candidate, InverseResult } from '@app/contract/explorations';
import { paths } from '../../../../config/paths';
import { ingredientStats } from '../../utils/composition';
import { CompositionTable } from './composition-table';
import { exampleLabel, formatPercent, formatValue } from '../../utils/format';
import { CandidateDetail } from './candidate-detail';
import { FtoChips } from './fto-flags';
import { PredictionCell } from './prediction-cell';
import { WideTableFrame } from '../../../../components/wide-table/wide-table-frame';
import { WholeWords } from '../../../../components/whole-words';
import { nameWithUnit } from '../../../../lib/display-unit';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Ranked candidates: composition, predictions with 90 % intervals, desirability, closeness to the training
 * data and FTO flags; a row opens to its nearest real examples, related products and claim details.
 */
export function CandidatesTable({
  candidates,
  result,
  label,
  showImprovement = false,
}: {
  candidates: readonly Candidate[];
  result: InverseResult;
  label: string;
  showImprovement?: boolean;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const columns = 7 + result.targets.length + (showImprovement ? 1 : 0);

  if (candidates.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        この区分の候補はありません。
      </Typography>
    );
  }

  return (
    // Wider than the page at 1366 px with its last columns: the frame shows that it scrolls sideways.
    <WideTableFrame label={`${label}の表`}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" sx={NOWRAP}>
              詳細
            </TableCell>
            <TableCell sx={NOWRAP}>順位</TableCell>
            <TableCell sx={{ minWidth: 220 }}>配合</TableCell>
            {result.targets.map((t) => (
              <TableCell key={t.key} sx={{ minWidth: 120 }}>
                {/* 「硬さ/(デュロメータA)/（Shore A）」, not 「硬さ(デュロ/メータA)」. */}
                <WholeWords text={nameWithUnit(t.name, t.unit)} />
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  <WholeWords text="予測値（90%区間）" />
                </Typography>
              </TableCell>
            ))}
            <TableCell align="right" sx={NOWRAP}>
              望ましさ
            </TableCell>
            {showImprovement && (
              <TableCell align="right" sx={NOWRAP}>
                期待改善量
              </TableCell>
            )}
            <TableCell sx={{ minWidth: 96 }}>学習データとの近さ</TableCell>
            <TableCell sx={{ minWidth: 96 }}>特許の請求範囲</TableCell>
            <TableCell sx={{ ...NOWRAP, minWidth: 110 }}>近い実施例</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {candidates.map((candidate, index) => {
            const expanded = open === index;
            const stats = ingredientStats(candidate.inputs, result.inputs);
            const detailId = `${label}-candidate-${index}`;
            return (
              <Fragment key={`${candidate.rank}-${index}`}>
                <TableRow
                  hover
                  sx={{ '& > td': { borderBottom: expanded ? 'none' : undefined } }}
                  data-candidate={index}
                >
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-expanded={expanded}
                      aria-controls={detailId}
                      aria-label={`${candidate.rank}位の候補の詳細（近い実施例・関連製品）を${expanded ? '閉じる' : '開く'}`}
                      onClick={() => setOpen(expanded ? null : index)}
                    >
                      {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                    </IconButton>
                  </TableCell>
                  <TableCell>{candidate.rank}</TableCell>
                  <TableCell>
                    <CompositionTable
                      inputs={candidate.inputs}
                      variables={result.inputs}
                      label={`${candidate.rank}位の候補の配合`}
                    />
                    <Typography variant="caption" color="text.secondary" data-testid="composition-stats">
                      合計 {formatValue(stats.sum)}・{stats.nonZero} 成分
                      {candidate.cost !== null && `・コスト ${formatValue(candidate.cost)}`}
                    </Typography>
                  </TableCell>
                  {result.targets.map((t) => {
                    const p = candidate.predictions[t.key];
                    return (
                      <TableCell key={t.key}>
                        <PredictionCell prediction={p} />
                      </TableCell>
                    );
                  })}
                  <TableCell align="right">{formatPercent(candidate.desirability)}</TableCell>
                  {showImprovement && (
                    <TableCell align="right">{formatValue(candidate.expectedImprovement)}</TableCell>
                  )}
                  <TableCell sx={NOWRAP}>
                    {candidate.domain.inside ? (
                      <Typography variant="body2">
                        範囲内（{formatPercent(candidate.domain.score)}）
                      </Typography>
                    ) : (
                      <Chip
                        size="small"
                        color="warning"
                        variant="outlined"
                        icon={<WarningIcon aria-hidden="true" />}
                        label={`範囲外（${formatPercent(candidate.domain.score)}）`}
                      />
                    )}
                  </TableCell>
                  <TableCell>
                    <FtoChips flags={candidate.fto} />
                  </TableCell>
                  <TableCell data-testid="nearest-examples">
                    <NearestSummary candidate={candidate} />
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={columns} sx={{ py: 0, borderBottom: expanded ? undefined : 'none' }}>
                    <Collapse in={expanded} timeout="auto" unmountOnExit>
                      <Box id={detailId} sx={{ px: 1, pb: 2 }}>
                        <CandidateDetail candidate={candidate} result={result} />
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </WideTableFrame>
  );
}

/** The nearest real example, linked, and how many more the detail lists. */
function NearestSummary({ candidate }: { candidate: Candidate }) {
  const [first, ...rest] = candidate.nearestExamples;
  if (!first) {
    return (
      <Typography variant="body2" color="text.secondary">
        なし
      </Typography>
    );
  }
  return (
    <Typography variant="body2" sx={NOWRAP}>
      {first.patentId !== null && first.exampleId !== null ? (
        <Link
          component={RouterLink}
          to={paths.patentExample.getHref(String(first.patentId), String(first.exampleId))}
        >
          {exampleLabel(first.label, first.publicationNumber)}
        </Link>
      ) : (
        exampleLabel(first.label, first.publicationNumber)
      )}
      {first.publicationNumber && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', whiteSpace: 'nowrap' }}
        >
          {first.publicationNumber}
        </Typography>
      )}
      {rest.length > 0 && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          ほか {rest.length} 件
        </Typography>
      )}
    </Typography>
  );
}
