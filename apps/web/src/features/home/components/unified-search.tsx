import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { TextInput } from '../../../components/text-input';
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
    <Box
      component="form"
      role="search"
      aria-label="横断検索"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Box role="group" aria-label="検索対象" sx={{ display: 'flex', gap: 1 }}>
        {(Object.keys(TARGETS) as Target[]).map((key) => (
          <Button
            key={key}
            size="small"
            aria-pressed={target === key}
            variant={target === key ? 'contained' : 'outlined'}
            color={target === key ? 'secondary' : 'inherit'}
            onClick={() => setTarget(key)}
            sx={{ minWidth: 72 }}
          >
            {TARGETS[key].label}
          </Button>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1 }}>
        <TextInput
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={TARGETS[target].placeholder}
          aria-label={`${TARGETS[target].label}をキーワードで検索`}
          sx={{ height: 48, border: 0 }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<SearchIcon />}
          sx={{ minWidth: 120, height: 48 }}
        >
          検索
        </Button>
      </Box>
    </Box>
  );
}
