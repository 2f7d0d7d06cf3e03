import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import type { PropertyDefView } from '@app/contract/catalogue';
import { PROPERTY_COLUMN_PREFIX } from './column-choice';

const MAX_PROPERTY_COLUMNS = 8;

type Props = {
  columns: readonly { key: string; label: string; fixed?: boolean }[];
  /** Property columns to offer; empty on lists without property values. */
  defs: readonly PropertyDefView[];
  selected: readonly string[];
  onChange: (keys: string[]) => void;
  onReset: () => void;
};

/** 表示項目: which columns the result table shows (kept in this browser). */
export function ColumnPicker({ columns, defs, selected, onChange, onReset }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (key: string) =>
    onChange(selected.includes(key) ? selected.filter((item) => item !== key) : [...selected, key]);
  const propertyCount = selected.filter((key) => key.startsWith(PROPERTY_COLUMN_PREFIX)).length;
  const withData = defs.filter((def) => def.count > 0);

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ViewColumnOutlinedIcon />}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        表示項目
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': '表示項目の選択', sx: { p: 2, width: 460, maxHeight: 520 } },
        }}
      >
        <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
          表示する項目
        </Typography>
        <Box
          role="group"
          aria-label="基本の項目"
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', mb: 1 }}
        >
          {columns
            .filter((column) => !column.fixed)
            .map((column) => (
              <FormControlLabel
                key={column.key}
                control={
                  <Checkbox
                    size="small"
                    checked={selected.includes(column.key)}
                    onChange={() => toggle(column.key)}
                  />
                }
                label={<Typography variant="body2">{column.label}</Typography>}
              />
            ))}
        </Box>
        {withData.length > 0 && (
          <>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
              物性値（{MAX_PROPERTY_COLUMNS}項目まで）
            </Typography>
            <Box
              role="group"
              aria-label="物性値の項目"
              sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}
            >
              {withData.map((def) => {
                const key = PROPERTY_COLUMN_PREFIX + def.id;
                const checked = selected.includes(key);
                return (
                  <FormControlLabel
                    key={key}
                    control={
                      <Checkbox
                        size="small"
                        checked={checked}
                        disabled={!checked && propertyCount >= MAX_PROPERTY_COLUMNS}
                        onChange={() => toggle(key)}
                      />
                    }
                    label={<Typography variant="body2">{def.name}</Typography>}
                  />
                );
              })}
            </Box>
          </>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Button size="small" onClick={onReset}>
            初期設定に戻す
          </Button>
          <Button size="small" variant="contained" onClick={() => setAnchor(null)}>
            閉じる
          </Button>
        </Box>
      </Popover>
    </>
  );
}
