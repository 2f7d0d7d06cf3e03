import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';

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
      sx={{
        display: { xs: 'none', md: 'flex' },
        alignItems: 'center',
        bgcolor: 'rgba(255,255,255,0.16)',
        borderRadius: 1,
        pl: 1.5,
        width: 320,
      }}
    >
      <InputBase
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder="特許をキーワードで検索"
        inputProps={{ 'aria-label': '特許をキーワードで検索' }}
        sx={{ color: 'inherit', flex: 1 }}
      />
      <IconButton type="submit" color="inherit" aria-label="特許を検索">
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
