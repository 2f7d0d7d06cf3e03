import { useId, type ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
  /** Ids of further elements describing the field (e.g. a password strength meter). */
  describedBy?: string;
} & Omit<
  TextFieldProps,
  'name' | 'label' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
>;

/**
 * A react-hook-form field as an MUI TextField: the visible label is the accessible name, the field's error
 * (the schema's Japanese message) replaces the hint under it, and the input carries `aria-invalid` and
 * `aria-describedby` pointing at that text.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  describedBy,
  id,
  slotProps,
  ...rest
}: FormTextFieldProps<T>) {
  const generatedId = useId();
  const fieldId = id ?? `${generatedId}-${name}`;
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const helperText = message ?? hint;
  const helperTextId = helperText ? `${fieldId}-helper-text` : undefined;
  const ariaDescribedBy = [helperTextId, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <TextField
      {...rest}
      id={fieldId}
      name={field.name}
      label={label}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={helperText}
      fullWidth
      slotProps={{
        ...slotProps,
        htmlInput: {
          ...(slotProps?.htmlInput as object | undefined),
          'aria-describedby': ariaDescribedBy,
          'aria-invalid': Boolean(message),
        },
      }}
    />
  );
}
