import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/form-text-field';

/**
 * A number typed as text (full-width digits and thousands separators accepted): an empty field means
 * "not set", which an optional constraint needs and `<input type="number">` cannot express reliably.
 */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  unit,
  size = 'small',
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: ReactNode;
  unit?: string | null;
  size?: 'small' | 'medium';
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={unit ? `${label} [${unit}]` : label}
      hint={hint}
      size={size}
      autoComplete="off"
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
