import Typography from '@mui/material/Typography';
import type { PredictionInterval } from '@app/contract/explorations';
import { formatValue } from '../../utils/format';

/** A prediction: the value, and under it its 90 % interval. */
export function PredictionCell({ prediction }: { prediction: PredictionInterval | undefined }) {
  if (!prediction) return <>—</>;
  return (
    <>
      {formatValue(prediction.mean)}
      <Typography
        component="span"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', whiteSpace: 'nowrap' }}
      >
        {formatValue(prediction.lower90)}〜{formatValue(prediction.upper90)}
      </Typography>
    </>
  );
}
