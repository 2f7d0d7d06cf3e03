import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

const TARGETS = {
  patents: { label: '特許', placeholder: '例: ガラス繊維強化ポリアミド 自動車', href: paths.patents.getHref },
  materials: { label: '素材', placeholder: '例: ポリプロピレン、難燃剤', href: paths.materials.getHref },
  products: { label: '製品', placeholder: '例: 耐熱 PBT グレード', href: paths.products.getHref },
} as const;
type Target = keyof typeof TARGETS;

/** One search box for patents, materials and products; it opens the matching list page with `?q=`. */
export function UnifiedSearch() {
  const [target, setTarget] = useState<Target>('patents');
  const [q, setQ] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(TARGETS[target].href(q.trim() || undefined));
  };

  return (
    <Stack component="form" role="search" aria-label="横断検索" onSubmit={submit} spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={target}
        onChange={(_event, value: Target | null) => value && setTarget(value)}
        aria-label="検索対象"
        sx={{ bgcolor: 'background.paper' }}
      >
        {(Object.keys(TARGETS) as Target[]).map((key) => (
          <ToggleButton key={key} value={key} sx={{ px: 2.5 }}>
            {TARGETS[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          fullWidth
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={TARGETS[target].placeholder}
          label={`${TARGETS[target].label}をキーワードで検索`}
          sx={{ bgcolor: 'background.paper' }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<SearchIcon />}
          sx={{ minWidth: 120 }}
        >
          検索
        </Button>
      </Stack>
    </Stack>
  );
}
