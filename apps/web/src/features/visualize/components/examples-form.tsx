import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { CATALOGUE_LIMITS } from '@app/contract/catalogue';
import type { AxisOption } from '@app/contract/visualization';
import { CATEGORY_COLOURS, type ExamplesSearch } from './examples-search-state';
import { axisTitle } from './examples-selection';
import { formatJaNumber } from '../../../lib/ja-number';

type Props = {
  search: ExamplesSearch;
  /** The axes the answer offers; undefined while the first answer loads. */
  axisOptions: readonly AxisOption[] | undefined;
  /** The axes actually drawn (the server's defaults when the URL names none). */
  drawnX: string;
  drawnY: string;
  onChange: (next: ExamplesSearch) => void;
};

function optionLabel(option: AxisOption): string {
  return `${axisTitle(option)}（${formatJaNumber(option.count)}件）`;
}

/** The patents whose examples are plotted (keyword search), the two axes and the colouring. */
export function ExamplesForm({ search, axisOptions, drawnX, drawnY, onChange }: Props) {
  const [draft, setDraft] = useState(search.q);
  // Back/forward changes the URL's keyword: the box follows it (adjusted while rendering).
  const [shownQ, setShownQ] = useState(search.q);
  if (shownQ !== search.q) {
    setShownQ(search.q);
    setDraft(search.q);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...search, q: draft.trim() });
  };

  const options = axisOptions ?? [];
  const properties = options.filter((o) => o.axis.startsWith('property:'));
  const ingredients = options.filter((o) => o.axis.startsWith('ingredient:'));
  const disabled = axisOptions === undefined;
  const x = search.x || drawnX;
  const y = search.y || drawnY;

  const axisSelect = (label: string, value: string, key: 'x' | 'y') => (
    <TextField
      select
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange({ ...search, x, y, [key]: event.target.value })}
      size="small"
      sx={{ flex: '1 1 14rem', minWidth: 0 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {value === '' && <option value="">（読み込み中）</option>}
      {value !== '' && !options.some((o) => o.axis === value) && <option value={value}>{value}</option>}
      <optgroup label="物性">
        {properties.map((o) => (
          <option key={o.axis} value={o.axis}>
            {optionLabel(o)}
          </option>
        ))}
      </optgroup>
      {ingredients.length > 0 && (
        <optgroup label="原料の配合量">
          {ingredients.map((o) => (
            <option key={o.axis} value={o.axis}>
              {optionLabel(o)}
            </option>
          ))}
        </optgroup>
      )}
    </TextField>
  );

  return (
    <Box
      sx={{ mb: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Box component="form" role="search" aria-label="実施例を描く特許の検索" onSubmit={submit}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="例：ポリプロピレン タルク、applicant:東和化成"
            fullWidth
            size="small"
            slotProps={{
              htmlInput: {
                'aria-label': '実施例を描く特許をキーワードで検索',
                'aria-describedby': 'examples-search-help',
                maxLength: CATALOGUE_LIMITS.queryMaxLength,
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<SearchIcon />}
            sx={{ minWidth: 104, flexShrink: 0 }}
          >
            検索
          </Button>
        </Box>
        <Typography
          id="examples-search-help"
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: 0.75 }}
        >
          一致する特許の実施例・比較例を描きます。スペースで区切るとAND、<code>OR</code> でOR、
          <code>-語</code> で除外、<code>"…"</code> でフレーズ、<code>title:</code> <code>applicant:</code>{' '}
          <code>ipc:</code> で項目を指定できます。空欄ならすべての特許が対象です。
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {axisSelect('横軸（X）', x, 'x')}
        <Button
          size="small"
          variant="text"
          disabled={disabled || !x || !y}
          onClick={() => onChange({ ...search, x: y, y: x })}
          startIcon={<SwapHorizIcon aria-hidden="true" />}
        >
          横軸と縦軸を入れ替え
        </Button>
        {axisSelect('縦軸（Y）', y, 'y')}
        <TextField
          select
          label="色分け"
          value={search.color}
          disabled={disabled}
          onChange={(event) => onChange({ ...search, color: event.target.value })}
          size="small"
          sx={{ flex: '1 1 12rem', minWidth: 0 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {CATEGORY_COLOURS.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
          {search.color.startsWith('ingredient:') && !ingredients.some((o) => o.axis === search.color) && (
            <option value={search.color}>{search.color}</option>
          )}
          {ingredients.length > 0 && (
            <optgroup label="原料の配合量（色の濃さ）">
              {ingredients.map((o) => (
                <option key={o.axis} value={o.axis}>
                  {axisTitle(o)}
                </option>
              ))}
            </optgroup>
          )}
        </TextField>
      </Box>
    </Box>
  );
}
