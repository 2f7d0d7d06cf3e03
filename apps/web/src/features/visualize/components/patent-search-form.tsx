import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { PropertyDefView } from '@app/contract/catalogue';
import { GatedButton } from '../../../components/gated-link';
import { paths } from '../../../config/paths';
import {
  searchFromForm,
  validateForm,
  type PatentSearchForm as FormValues,
} from '../utils/patent-search-params';

type Props = {
  initial: FormValues;
  /** Applicants of the current answer (the top ones), for the 出願人 choice. */
  applicants: readonly { id: string; name: string }[];
  properties: readonly PropertyDefView[];
  /** Visitors see the sample; their search button leads to sign-up with this search kept. */
  canSearch: boolean;
  onSubmit: (values: FormValues) => void;
};

/**
 * The search that chooses the patents to draw: the patents search syntax (docs/spec/data-and-search.md) plus the
 * applicant, IPC, theme and filing-year filters of the contract, and the property to colour by.
 */
export function PatentSearchForm({ initial, applicants, properties, canSearch, onSubmit }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ReturnType<typeof validateForm>>({});
  const set = (key: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  const known = new Set(applicants.map(({ id }) => id));
  const applicantOptions =
    values.applicant && !known.has(values.applicant)
      ? [{ id: values.applicant, name: values.applicant }, ...applicants]
      : applicants;
  const signupTarget = `${paths.visualizedPatents.getHref()}?${searchFromForm(values).toString()}`;

  return (
    <Paper
      variant="outlined"
      component="form"
      role="search"
      aria-label="可視化する特許の検索"
      onSubmit={submit}
      noValidate
      sx={{ p: 2, mb: 3 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        <TextField
          label="検索語"
          value={values.q}
          onChange={set('q')}
          error={Boolean(errors.q)}
          helperText={
            errors.q ?? 'スペースで AND、OR、-除外、"フレーズ"、title:語 などが使えます。空欄ですべての特許'
          }
          sx={{ gridColumn: { sm: 'span 2' } }}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <TextField
          select
          label="出願人"
          value={values.applicant}
          onChange={set('applicant')}
          helperText="上位の出願人から選べます"
        >
          <MenuItem value="">すべての出願人</MenuItem>
          {applicantOptions.map(({ id, name }) => (
            <MenuItem key={id} value={id}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="点の色分け"
          value={values.colorProperty}
          onChange={set('colorProperty')}
          helperText="物性値は実施例の中央値"
        >
          <MenuItem value="">クラスタ</MenuItem>
          {properties.map((property) => (
            <MenuItem key={property.id} value={property.id}>
              {property.name}（{property.unit}）
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="IPC"
          value={values.ipc}
          onChange={set('ipc')}
          helperText="例: C08L, C08K3（カンマ区切り）"
        />
        <TextField
          label="テーマコード"
          value={values.theme}
          onChange={set('theme')}
          helperText="例: 4J002（カンマ区切り）"
        />
        <TextField
          label="出願年（から）"
          value={values.yearFrom}
          onChange={set('yearFrom')}
          error={Boolean(errors.yearFrom)}
          helperText={errors.yearFrom ?? '例: 2015'}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
        <TextField
          label="出願年（まで）"
          value={values.yearTo}
          onChange={set('yearTo')}
          error={Boolean(errors.yearTo)}
          helperText={errors.yearTo ?? '例: 2024'}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, justifyContent: 'flex-end' }}>
        {canSearch ? (
          <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden="true" />}>
            可視化する
          </Button>
        ) : (
          <GatedButton
            to={signupTarget}
            level="free"
            variant="contained"
            startIcon={<SearchIcon aria-hidden="true" />}
          >
            無料登録して可視化する
          </GatedButton>
        )}
      </Box>
    </Paper>
  );
}
