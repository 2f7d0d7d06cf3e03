import type { ReactNode } from 'react';
import type { PropertyDefView, PropertyValueView } from '@app/contract/catalogue';
import { requiredLevelOf } from '@app/contract/plans';
import { GatedLink } from '../../../../components/gated-link';
import { displayUnit } from '../../../../lib/display-unit';
import { shortList } from '../../../../lib/short-list';
import { formatNumber } from '../detail/format';
import { FROM_RESULT_LIST } from './result-trail';
import { RESULT_CLASSES } from './results-table-sheet';

/**
 * A link to a detail page, gated by the entitlement table: a visitor's link IS the sign-up page with the
 * detail page as referrerUrl. The page opened knows it came from a result list (FROM_RESULT_LIST).
 */
export function DetailLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  return (
    <GatedLink
      to={to}
      state={FROM_RESULT_LIST}
      level={requiredLevelOf('detailPages')}
      aria-label={label}
      sx={{ fontWeight: 700 }}
    >
      {children}
    </GatedLink>
  );
}

/**
 * A value as lists show it: the level label (V-0), or the number in the property's display unit. The unit
 * is left out when the column header already names it (`headerUnit`): one unit per column, not per cell.
 */
function formatPropertyValue(value: PropertyValueView, headerUnit?: string | null): string {
  if (value.level) return value.level;
  const number = value.displayValue ?? value.value;
  const unit = displayUnit(value.displayValue !== null ? value.displayUnit : value.unit);
  if (!unit || unit === headerUnit) return formatNumber(number);
  return `${formatNumber(number)} ${unit}`;
}

/** The cell of a property column: the item's value, or a dash; visitors see a lock note instead. */
export function PropertyCell({
  values,
  propertyId,
  headerUnit,
}: {
  values: readonly PropertyValueView[] | null;
  propertyId: string;
  /** The unit the column header names (propertyHeaderUnit), if any. */
  headerUnit?: string | null;
}) {
  if (values === null) {
    return <span className={RESULT_CLASSES.mutedSmall}>登録で表示</span>;
  }
  const found = values.find((value) => value.propertyId === propertyId);
  if (!found)
    return (
      <span className={RESULT_CLASSES.muted} aria-label="値なし">
        —
      </span>
    );
  return (
    <span title={[found.testStandard, found.condition].filter(Boolean).join(' / ') || undefined}>
      {formatPropertyValue(found, headerUnit)}
    </span>
  );
}

/** The unit a property column's header names: the display unit, none for unitless or level properties. */
export function propertyHeaderUnit(def: PropertyDefView | undefined): string | null {
  return def && displayUnit(def.unit) && !def.levels ? displayUnit(def.unit) : null;
}

export function propertyHeader(def: PropertyDefView | undefined, propertyId: string): string {
  if (!def) return propertyId;
  const unit = propertyHeaderUnit(def);
  return unit ? `${def.name}（${unit}）` : def.name;
}

/**
 * Applicants as a list shows them: the merged company's name (名寄せ) where the spelling is known to belong
 * to one, else the spelling on the publication; two spellings of one company count once.
 */
export function applicantNames(applicants: readonly { name: string; company: { name: string } | null }[]) {
  return [...new Set(applicants.map((applicant) => applicant.company?.name ?? applicant.name))];
}

/** Short comma-joined list with "他N件" after `max` items. */
export function joinShort(values: readonly string[], max = 3): string {
  if (values.length === 0) return '—';
  const { shown, more } = shortList(values, max);
  return more > 0 ? `${shown.join('、')} 他${more}件` : shown.join('、');
}
