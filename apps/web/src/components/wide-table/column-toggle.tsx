import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';

export type ToggleColumn = { key: string; label: string };
export type ToggleGroup = { label: string; columns: readonly ToggleColumn[] };

/**
 * 表示する列: the columns of a wide table a reader wants, by group (物性, 配合), with a whole-group switch.
 * `hidden` holds the keys not shown.
 */
export function ColumnToggle({
  groups,
  hidden,
  onChange,
}: {
  groups: readonly ToggleGroup[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const total = groups.reduce((sum, group) => sum + group.columns.length, 0);
  const toggle = (keys: readonly string[], show: boolean) => {
    const next = new Set(hidden);
    for (const key of keys) {
      if (show) next.delete(key);
      else next.add(key);
    }
    onChange(next);
  };

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
        表示する列（{total - hidden.size}/{total}）
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': '表示する列の選択',
            sx: { p: 2, width: 'min(480px, 92vw)', maxHeight: 520 },
          },
        }}
      >
        {groups.map((group) => {
          const keys = group.columns.map((column) => column.key);
          const shown = keys.filter((key) => !hidden.has(key)).length;
          return (
            <Box key={group.label} role="group" aria-label={group.label} sx={{ mb: 1.5 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={shown === keys.length}
                    indeterminate={shown > 0 && shown < keys.length}
                    onChange={(event) => toggle(keys, event.target.checked)}
                  />
                }
                label={
                  <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
                    {group.label}（すべて）
                  </Typography>
                }
              />
              <Box
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', pl: 2 }}
              >
                {group.columns.map((column) => (
                  <FormControlLabel
                    key={column.key}
                    control={
                      <Checkbox
                        size="small"
                        checked={!hidden.has(column.key)}
                        onChange={(event) => toggle([column.key], event.target.checked)}
                      />
                    }
                    label={<Typography variant="body2">{column.label}</Typography>}
                  />
                ))}
              </Box>
            </Box>
          );
        })}
        <Button size="small" onClick={() => onChange(new Set())}>
          すべての列を表示
        </Button>
      </Popover>
    </>
  );
}
