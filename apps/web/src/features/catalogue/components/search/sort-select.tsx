import { useMemo } from 'react';
import TextField from '@mui/material/TextField';
import type { PropertyDefView } from '@app/contract/catalogue';
import { requiredLevelOf } from '@app/contract/plans';
import { useGate } from '../../../../components/gated-link';
import type { SortOption } from './list-config';

type Props = {
  sorts: readonly SortOption[];
  /** Property sort options; none on lists whose results carry no values of their own. */
  defs: readonly PropertyDefView[] | undefined;
  value: string;
  onChange: (sort: string) => void;
};

/** 並び順: the list's own orders, then "property high/low" (standard plan, else the upgrade modal). */
export function SortSelect({ sorts, defs, value, onChange }: Props) {
  const gate = useGate(requiredLevelOf('advancedSearch'));
  const propertyGroups = useMemo(() => {
    const groups = new Map<string, PropertyDefView[]>();
    for (const def of defs ?? []) {
      if (def.count === 0) continue;
      const name = def.group ?? 'その他';
      groups.set(name, [...(groups.get(name) ?? []), def]);
    }
    return [...groups];
  }, [defs]);
  const suffix = gate.allowed ? '' : '（スタンダード）';

  return (
    <TextField
      select
      size="small"
      label="並び順"
      value={value || 'relevance'}
      onChange={(event) => {
        const next = event.target.value;
        if (next.startsWith('property:') && !gate.allowed) {
          gate.onBlocked();
          return;
        }
        onChange(next === 'relevance' ? '' : next);
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width: 240 }}
    >
      {sorts.map((sort) => (
        <option key={sort.value} value={sort.value}>
          {sort.label}
        </option>
      ))}
      {propertyGroups.map(([group, items]) => (
        <optgroup key={group} label={`物性値: ${group}${suffix}`}>
          {items.flatMap((def) => [
            <option key={`${def.id}:desc`} value={`property:${def.id}:desc`}>
              {def.name}が大きい順
            </option>,
            <option key={`${def.id}:asc`} value={`property:${def.id}:asc`}>
              {def.name}が小さい順
            </option>,
          ])}
        </optgroup>
      ))}
    </TextField>
  );
}
