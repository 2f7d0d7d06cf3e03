import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import { BOOKMARK_LIMITS, SEARCH_KIND_LABELS, type SearchKindName } from '@app/contract/bookmarks';
import { requiredLevelOf } from '@app/contract/plans';
import { ApiError } from '../../lib/api-error';
import { handleApiError } from '../../lib/api-client';
import { useAddSavedSearch } from '../../lib/bookmarks-api';
import { notify } from '../../lib/notifications';
import { GatedButton, useGate } from '../gated-link';

/** A name to start from: the keywords, else the kind and today's date. */
function suggestedName(kind: SearchKindName, search: string): string {
  const q = new URLSearchParams(search).get('q')?.trim();
  if (q) return q.slice(0, BOOKMARK_LIMITS.savedSearchNameMaxLength);
  return `${SEARCH_KIND_LABELS[kind]}の検索 ${new Date().toLocaleDateString('ja-JP')}`;
}

/** The search to keep: the whole query string except the page (a saved search reopens at its start). */
function savedQueryOf(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}

/**
 * Saves the list page's current search (its whole query string) under a name; my page lists it to reopen.
 * Needs an account: a visitor is sent to sign-up. `search` overrides the query string read from the URL.
 */
export function SaveSearchButton({ kind, search }: { kind: SearchKindName; search?: string }) {
  const location = useLocation();
  const level = requiredLevelOf('bookmarks');
  const { allowed } = useGate(level);
  const save = useAddSavedSearch();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const query = savedQueryOf(search ?? location.search);

  if (!allowed) {
    return (
      <GatedButton
        to={`${location.pathname}${location.search}`}
        level={level}
        variant="outlined"
        size="small"
        startIcon={<BookmarkAddOutlinedIcon />}
      >
        検索条件を保存
      </GatedButton>
    );
  }

  const start = () => {
    setName(suggestedName(kind, query));
    setError(null);
    setOpen(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('名前を入力してください');
      return;
    }
    save.mutate(
      { kind, name: trimmed, query },
      {
        onSuccess: () => {
          setOpen(false);
          notify({ message: `検索条件「${trimmed}」を保存しました。マイページからいつでも開けます` });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 409 && typeof failure.detail === 'string') {
            setError(failure.detail);
          } else handleApiError(failure);
        },
      },
    );
  };

  return (
    <>
      <Button variant="outlined" size="small" onClick={start} startIcon={<BookmarkAddOutlinedIcon />}>
        検索条件を保存
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>検索条件を保存</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              いまの{SEARCH_KIND_LABELS[kind]}
              の検索条件（キーワード・絞り込み・並び順）を保存します。マイページから同じ条件で開けます。
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              label="名前"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(error)}
              helperText={error ?? `${BOOKMARK_LIMITS.savedSearchNameMaxLength}文字以内`}
              slotProps={{ htmlInput: { maxLength: BOOKMARK_LIMITS.savedSearchNameMaxLength } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>キャンセル</Button>
            <Button type="submit" variant="contained" disableElevation disabled={save.isPending}>
              保存する
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
