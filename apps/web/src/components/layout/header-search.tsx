import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { TextInput } from '../text-input';

/** Search shortcut in the app bar: a keyword search of patents (the home page searches every kind). */
export function HeaderSearch() {
  const [q, setQ] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = q.trim();
    if (keyword) void navigate(paths.patents.getHref(keyword));
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, width: 340 }}
    >
      <TextInput
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder="特許をキーワードで検索"
        aria-label="特許をキーワードで検索"
        sx={{ height: 36, border: 0 }}
      />
      <Button type="submit" color="inherit" aria-label="特許を検索" sx={{ minWidth: 40, px: 1 }}>
        <SearchIcon />
      </Button>
    </Box>
  );
}
