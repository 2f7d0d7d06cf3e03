import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { FacetValue, PropertyDefView, PropertyRangeParam } from '@app/contract/catalogue';
import { paramValue } from './facet-panel';
import type { FacetDef } from './list-config';
import { describeRange } from './range-rows';

type Props = {
  facets: readonly FacetDef[];
  counts: Readonly<Record<string, readonly FacetValue[]>> | undefined;
  filters: Readonly<Record<string, readonly string[]>>;
  ranges: readonly PropertyRangeParam[];
  defs: ReadonlyMap<string, PropertyDefView>;
  onRemoveFilter: (param: string, value: string) => void;
  onRemoveRange: (index: number) => void;
  onClear: () => void;
};

/** What narrows the list now, each removable, and "clear all". */
export function ActiveFilters({
  facets,
  counts,
  filters,
  ranges,
  defs,
  onRemoveFilter,
  onRemoveRange,
  onClear,
}: Props) {
  const chips: { key: string; label: string; onDelete: () => void }[] = [];
  for (const [param, values] of Object.entries(filters)) {
    const defsOfParam = facets.filter((facet) => facet.param === param);
    for (const value of values) {
      const def =
        defsOfParam.find((facet) =>
          (counts?.[facet.facet] ?? []).some((item) => paramValue(facet, item.value) === value),
        ) ?? defsOfParam[0];
      // A yes/no facet's chip names the value chosen (比較例, not the first value counted).
      const label =
        (def && counts?.[def.facet]?.find((item) => paramValue(def, item.value) === value)?.label) ??
        (def?.boolean ? def.label : value);
      chips.push({
        key: `${param}=${value}`,
        label: `${def?.label ?? param}: ${label}`,
        onDelete: () => onRemoveFilter(param, value),
      });
    }
  }
  ranges.forEach((range, index) =>
    chips.push({
      key: `prop-${index}`,
      label: describeRange(range, defs.get(range.propertyId)),
      onDelete: () => onRemoveRange(index),
    }),
  );
  if (chips.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="適用中の絞り込み"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.75,
        alignItems: 'center',
      }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            size="small"
            label={chip.label}
            onDelete={chip.onDelete}
            title={`「${chip.label}」を解除するには×を押します`}
          />
        </li>
      ))}
      <li>
        <Button size="small" onClick={onClear}>
          すべて解除
        </Button>
      </li>
    </Box>
  );
}
