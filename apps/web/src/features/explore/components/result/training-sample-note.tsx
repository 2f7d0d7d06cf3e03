import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TRAINING_SAMPLE_RULE, type ExplorationDetail } from '@app/contract/explorations';
import { formatJaNumber } from '../../../../lib/ja-number';

/**
 * 「26,053件中1,000件で学習」: how many examples matched the scope and how many the model learned from
 * (issue 17, point 6 — the sample used to be silent), the size asked for and the rule by which examples
 * were picked, with the way to change it (a new exploration with another size or a narrower scope).
 */
export function TrainingSampleNote({
  data,
  trainingRows,
  again,
}: {
  data: NonNullable<ExplorationDetail['data']>;
  trainingRows: number;
  again: string;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="training-sample">
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {formatJaNumber(data.examplesInScope)}件中{formatJaNumber(data.used)}件で学習
        <Typography component="span" variant="body2" color="text.secondary">
          （学習件数の上限 {formatJaNumber(trainingRows)} 件
          {data.dropped > 0 ? `・値のそろわない実施例などを ${formatJaNumber(data.dropped)} 件除外` : ''}）
        </Typography>
      </Typography>
      {/* The rule folded away (a native disclosure): on a phone the results come first. */}
      <Box component="details" sx={{ typography: 'body2', color: 'text.secondary' }}>
        <Box component="summary" sx={{ cursor: 'pointer', width: 'fit-content' }}>
          学習に使う実施例の選び方
        </Box>
        {TRAINING_SAMPLE_RULE}
        <Link component={RouterLink} to={again} sx={{ ml: 0.5 }}>
          件数や対象を変えて実行する
        </Link>
      </Box>
    </Box>
  );
}
