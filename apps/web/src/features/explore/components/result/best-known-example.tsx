import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { InverseResult } from '@app/contract/explorations';
import { paths } from '../../../../config/paths';
import { exampleLabel, formatInterval, formatValue } from '../../utils/format';
import { CompositionTable } from './composition-table';
import { nameWithUnit } from '../../../../lib/display-unit';

type BestKnown = NonNullable<InverseResult['bestKnown']>;

/**
 * The best real example that already satisfies the constraints, shown beside the candidates (issue
 * 18): its measured values next to the model's predictions, so a candidate can be judged against
 * what has been made rather than against the model alone.
 */
export function BestKnownExample({ known, result }: { known: BestKnown; result: InverseResult }) {
  // The example itself is its own nearest training example (distance 0).
  const self = known.nearestExamples[0];
  const label = self ? exampleLabel(self.label, self.publicationNumber) : null;
  return (
    <Alert severity="info" variant="outlined" icon={false} data-testid="best-known-example">
      <AlertTitle>制約を満たす既知の最良例（実測）</AlertTitle>
      {label &&
        (self?.patentId != null && self.exampleId != null ? (
          <Link
            component={RouterLink}
            to={paths.patentExample.getHref(String(self.patentId), String(self.exampleId))}
          >
            {label}
          </Link>
        ) : (
          label
        ))}
      <Box sx={{ mt: 0.5 }}>
        <CompositionTable inputs={known.inputs} variables={result.inputs} label="既知の最良例の配合" />
      </Box>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {result.targets.map((t) => {
          const measured = known.measured[t.key];
          const p = known.predictions[t.key];
          return (
            <li key={t.key}>
              {nameWithUnit(t.name, t.unit)}：実測 {measured == null ? '—' : formatValue(measured)}
              {p && `・予測 ${formatInterval(p.mean, p.lower90, p.upper90)}`}
            </li>
          );
        })}
      </Box>
    </Alert>
  );
}
