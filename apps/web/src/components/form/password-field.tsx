import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/**
 * A password input with a show/hide toggle. Pasting is allowed (password managers, docs/spec/sessions-and-accounts.md);
 * `autoComplete` must say `current-password` or `new-password` so managers offer the right thing.
 */
export function PasswordField<T extends FieldValues>(
  props: FormTextFieldProps<T> & { autoComplete: 'current-password' | 'new-password' },
) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? `${props.label}を隠す` : `${props.label}を表示する`}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
        htmlInput: { spellCheck: false, autoCapitalize: 'none' },
      }}
    />
  );
}
