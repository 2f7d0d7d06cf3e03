import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { BOOKMARK_LIMITS } from '@app/contract/bookmarks';

type EditDialogProps = {
  /** The bookmarked record's name. */
  title: string;
  initial: string;
  pending: boolean;
  onSave: (value: string) => void;
  onClose: () => void;
};

function EditDialog({
  heading,
  intro,
  error,
  children,
  pending,
  onSubmit,
  onClose,
}: {
  heading: string;
  intro: string;
  error?: string | null;
  children: ReactNode;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{heading}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
          {children}
          {error && (
            <DialogContentText role="alert" color="error" sx={{ mt: 1 }}>
              {error}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>キャンセル</Button>
          <Button type="submit" variant="contained" disableElevation disabled={pending}>
            保存する
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Edits a bookmark's memo (up to BOOKMARK_LIMITS.memoMaxLength characters; empty clears it). */
export function MemoDialog({ title, initial, pending, onSave, onClose }: EditDialogProps) {
  const [memo, setMemo] = useState(initial);
  const tooLong = memo.length > BOOKMARK_LIMITS.memoMaxLength;
  return (
    <EditDialog
      heading="メモを編集"
      intro={`「${title}」のメモです。空にするとメモを消します。`}
      pending={pending}
      onSubmit={() => !tooLong && onSave(memo)}
      onClose={onClose}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        label="メモ"
        value={memo}
        onChange={(event) => setMemo(event.target.value)}
        error={tooLong}
        helperText={
          tooLong
            ? `メモは${BOOKMARK_LIMITS.memoMaxLength}文字以内で入力してください`
            : `${memo.length} / ${BOOKMARK_LIMITS.memoMaxLength}文字`
        }
      />
    </EditDialog>
  );
}

/** Moves a bookmark to an existing or a new folder ('' = no folder). */
export function MoveDialog({
  title,
  initial,
  folders,
  pending,
  onSave,
  onClose,
}: EditDialogProps & { folders: readonly string[] }) {
  const [folder, setFolder] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const name = folder.trim();
    if (name.length > BOOKMARK_LIMITS.folderMaxLength) {
      setError(`フォルダ名は${BOOKMARK_LIMITS.folderMaxLength}文字以内で入力してください`);
      return;
    }
    onSave(name);
  };
  return (
    <EditDialog
      heading="フォルダを移動"
      intro={`「${title}」を入れるフォルダを選ぶか、新しいフォルダ名を入力してください。空にするとフォルダから出します。`}
      error={error}
      pending={pending}
      onSubmit={save}
      onClose={onClose}
    >
      <Autocomplete
        freeSolo
        options={[...folders]}
        inputValue={folder}
        onInputChange={(_event, value) => {
          setFolder(value);
          setError(null);
        }}
        renderInput={(params) => <TextField {...params} autoFocus label="フォルダ名" />}
      />
    </EditDialog>
  );
}
