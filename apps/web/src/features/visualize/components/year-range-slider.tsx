import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { YearRange } from '../utils/patent-aggregates';

type Props = {
  bounds: YearRange;
  value: YearRange;
  onChange: (range: YearRange) => void;
};

/** The time slider: the filing years whose patents the map, the charts and the list show. */
export function YearRangeSlider({ bounds, value, onChange }: Props) {
  if (bounds[0] === bounds[1]) return null;
  return (
    <Box sx={{ px: 1, mb: 2 }}>
      <Typography id="year-range-label" variant="subtitle2" component="h3">
        期間（出願年）: {value[0]}年〜{value[1]}年
      </Typography>
      <Slider
        value={[value[0], value[1]]}
        min={bounds[0]}
        max={bounds[1]}
        step={1}
        marks={[
          { value: bounds[0], label: `${bounds[0]}年` },
          { value: bounds[1], label: `${bounds[1]}年` },
        ]}
        onChange={(_event, next) => {
          if (Array.isArray(next) && next.length === 2) onChange([next[0]!, next[1]!]);
        }}
        valueLabelDisplay="auto"
        getAriaLabel={(index) => (index === 0 ? '期間の開始年' : '期間の終了年')}
        getAriaValueText={(year) => `${year}年`}
        disableSwap
      />
    </Box>
  );
}
