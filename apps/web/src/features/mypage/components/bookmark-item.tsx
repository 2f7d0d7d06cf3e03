import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { BOOKMARK_TARGET_LABELS, type Bookmark } from '@app/contract/bookmarks';
import { paths } from '../../../config/paths';

/** The page of a bookmarked record, or null when it is no longer in the catalogue. */
function bookmarkHref(bookmark: Bookmark): string | null {
  const { target, targetId } = bookmark;
  if (!target) return null;
  switch (bookmark.targetType) {
    case 'material':
      return paths.material.getHref(targetId);
    case 'product':
      return paths.product.getHref(targetId);
    case 'patent':
      return paths.patent.getHref(targetId);
    case 'example':
      return target.patentId ? paths.patentExample.getHref(target.patentId, targetId) : null;
  }
}

export function bookmarkTitle(bookmark: Bookmark): string {
  return bookmark.target?.title ?? bookmark.targetId;
}

/** One bookmark: what it is, where it leads, its folder and memo, and what can be done with it. */
export function BookmarkItem({
  bookmark,
  comparable,
  selected,
  onSelect,
  onEditMemo,
  onMove,
  onRemove,
}: {
  bookmark: Bookmark;
  /** Products and materials can be selected for the comparison. */
  comparable: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEditMemo: () => void;
  onMove: () => void;
  onRemove: () => void;
}) {
  const href = bookmarkHref(bookmark);
  const title = bookmarkTitle(bookmark);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={title}
      sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start', listStyle: 'none' }}
    >
      <Box sx={{ width: 42, flexShrink: 0 }}>
        {comparable && (
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            slotProps={{ input: { 'aria-label': `「${title}」を比較に選ぶ` } }}
            sx={{ mt: -1 }}
          />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Chip
            size="small"
            label={BOOKMARK_TARGET_LABELS[bookmark.targetType]}
            color="primary"
            variant="outlined"
          />
          {bookmark.folder && (
            <Chip
              size="small"
              icon={<FolderOutlinedIcon />}
              label={bookmark.folder}
              aria-label={`フォルダ: ${bookmark.folder}`}
            />
          )}
          <Typography variant="caption" color="text.secondary">
            {new Date(bookmark.createdAt).toLocaleDateString('ja-JP')} に保存
          </Typography>
        </Box>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {href ? (
            <Link component={RouterLink} to={href}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Typography>
        {bookmark.target ? (
          bookmark.target.summary && (
            <Typography variant="body2" color="text.secondary">
              {bookmark.target.summary}
            </Typography>
          )
        ) : (
          <Typography variant="body2" color="text.secondary">
            このデータは現在のカタログにありません（削除または更新された可能性があります）。
          </Typography>
        )}
        {bookmark.memo && (
          <Typography
            variant="body2"
            sx={{ mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap' }}
          >
            <Box component="span" sx={{ fontWeight: 700, mr: 1 }}>
              メモ
            </Box>
            {bookmark.memo}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onEditMemo} aria-label={`「${title}」のメモを編集`}>
          メモ
        </Button>
        <Button size="small" onClick={onMove} aria-label={`「${title}」のフォルダを移動`}>
          移動
        </Button>
        <Button size="small" color="error" onClick={onRemove} aria-label={`「${title}」を削除`}>
          削除
        </Button>
      </Box>
    </Paper>
  );
}
