import { useId, type ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type SelectOption = { value: string; label: string };

/** A react-hook-form select as an MUI TextField: labelled, its error (the contract's message) underneath. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  hint,
  onValueChange,
  ...rest
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  hint?: ReactNode;
  /** Called after the value changed (for fields whose change affects others). */
  onValueChange?: (value: string) => void;
} & Pick<TextFieldProps, 'size' | 'sx' | 'disabled' | 'fullWidth'>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...rest}
      select
      id={`${id}-${name}`}
      name={field.name}
      label={label}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? hint}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
