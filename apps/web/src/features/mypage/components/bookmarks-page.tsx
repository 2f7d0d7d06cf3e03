import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  BOOKMARK_TARGET_LABELS,
  BOOKMARK_TARGET_TYPES,
  type Bookmark,
  type BookmarkTargetType,
  type BookmarkUsage,
} from '@app/contract/bookmarks';
import { CompareButton } from '../../../components/comparison/compare-button';
import { COMPARISON_LIMITS, type ComparisonType } from '../../../components/comparison/comparison-rows';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { handleApiError } from '../../../lib/api-client';
import {
  useAddBookmark,
  useBookmarkFolders,
  useBookmarks,
  useRemoveBookmark,
  useUpdateBookmark,
} from '../../../lib/bookmarks-api';
import { notify } from '../../../lib/notifications';
import { MemoDialog, MoveDialog } from './bookmark-edit-dialogs';
import { BookmarkItem, bookmarkTitle } from './bookmark-item';

const PAGE_SIZE = 20;
/** The folder filter's value for bookmarks without a folder (the API's folder=''). */
const NO_FOLDER = '__none__';
const ALL = '';

function isTargetType(value: string | null): value is BookmarkTargetType {
  return (BOOKMARK_TARGET_TYPES as readonly string[]).includes(value ?? '');
}

/** How many bookmarks the plan allows and how many are used; at the limit, why and what to do. */
function UsageNote({ usage }: { usage: BookmarkUsage }) {
  if (usage.limit === null) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        保存しているブックマーク: {usage.count}件（スタンダードプラン: 上限なし）
      </Typography>
    );
  }
  const full = usage.count >= usage.limit;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary" id="bookmark-usage">
        保存しているブックマーク: {usage.count} / {usage.limit}件（フリープラン）
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (usage.count / usage.limit) * 100)}
        color={full ? 'warning' : 'primary'}
        aria-labelledby="bookmark-usage"
        sx={{ mt: 0.5, maxWidth: 360, height: 6, borderRadius: 3 }}
      />
      {full && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button
              component={RouterLink}
              to={paths.contact.getHref('upgrade')}
              color="inherit"
              size="small"
              variant="outlined"
            >
              スタンダードプランを申し込む
            </Button>
          }
        >
          フリープランで保存できるブックマークは{usage.limit}
          件までで、上限に達しています。新しく保存するには不要なブックマークを削除してください。スタンダードプランでは上限なく保存できます。
        </Alert>
      )}
    </Box>
  );
}

type Editing = { kind: 'memo' | 'move'; bookmark: Bookmark } | null;

/**
 * /mypage/bookmarks: the user's bookmarks with filters by type and folder (kept in the URL), memo editing,
 * moving between folders, removal (with undo), and the comparison of selected products or materials.
 */
export function BookmarksPage() {
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type = isTargetType(typeParam) ? typeParam : undefined;
  const folderParam = params.get('folder');
  const folder = folderParam === null ? undefined : folderParam === NO_FOLDER ? '' : folderParam;
  const page = Math.max(1, Number(params.get('page')) || 1);

  const list = useBookmarks({ type, folder, page, pageSize: PAGE_SIZE });
  const folders = useBookmarkFolders();
  const update = useUpdateBookmark();
  const remove = useRemoveBookmark();
  const add = useAddBookmark();
  const [selected, setSelected] = useState<Map<number, Bookmark>>(new Map());
  const [editing, setEditing] = useState<Editing>(null);

  const setFilter = (key: 'type' | 'folder' | 'page', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === ALL) next.delete(key);
    else next.set(key, value);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  const toggle = (bookmark: Bookmark, on: boolean) => {
    const next = new Map(selected);
    if (on) next.set(bookmark.id, bookmark);
    else next.delete(bookmark.id);
    setSelected(next);
  };

  const save = (bookmark: Bookmark, change: { memo?: string; folder?: string }, done: string) => {
    update.mutate(
      { id: bookmark.id, ...change },
      {
        onSuccess: () => {
          setEditing(null);
          notify({ message: done });
        },
        onError: (error) => handleApiError(error),
      },
    );
  };

  const removeOne = (bookmark: Bookmark) => {
    const title = bookmarkTitle(bookmark);
    remove.mutate(bookmark.id, {
      onSuccess: () => {
        toggle(bookmark, false);
        notify({
          message: `「${title}」をブックマークから削除しました`,
          // Undo adds it back with the same folder and memo.
          undo: () =>
            add.mutate(
              {
                targetType: bookmark.targetType,
                targetId: bookmark.targetId,
                folder: bookmark.folder,
                memo: bookmark.memo,
              },
              { onError: (error) => handleApiError(error) },
            ),
        });
      },
      onError: (error) => handleApiError(error),
    });
  };

  const picked = [...selected.values()];
  const pickedTypes = new Set(picked.map((bookmark) => bookmark.targetType));
  const compareType = pickedTypes.size === 1 ? ([...pickedTypes][0] as ComparisonType) : null;
  const folderNames = folders.data?.items.map((item) => item.name) ?? [];
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeading
        title="ブックマーク"
        description="保存した素材・製品・特許・実施例の一覧です。フォルダとメモで整理でき、製品どうし・素材どうしは選んで比較できます。"
      />
      {data && <UsageNote usage={data.usage} />}

      <Box
        component="form"
        role="search"
        aria-label="ブックマークの絞り込み"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={type ?? ALL}
          onChange={(_event, value: string | null) => value !== null && setFilter('type', value)}
          aria-label="種類で絞り込む"
        >
          <ToggleButton value={ALL}>すべて</ToggleButton>
          {BOOKMARK_TARGET_TYPES.map((value) => (
            <ToggleButton key={value} value={value}>
              {BOOKMARK_TARGET_LABELS[value]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label="フォルダ"
          value={folderParam ?? ALL}
          onChange={(event) => setFilter('folder', event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={ALL}>すべてのフォルダ</MenuItem>
          <MenuItem value={NO_FOLDER}>フォルダなし</MenuItem>
          {folders.data?.items.map((item) => (
            <MenuItem key={item.name} value={item.name}>
              {item.name}（{item.count}）
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {picked.length > 0 && compareType === null && (
            <Typography variant="body2" color="text.secondary">
              比較は同じ種類（製品どうし・素材どうし）で選んでください
            </Typography>
          )}
          {picked.length > 0 && (
            <Button size="small" onClick={() => setSelected(new Map())}>
              選択を解除
            </Button>
          )}
          <CompareButton
            type={compareType ?? 'product'}
            ids={compareType ? picked.map((bookmark) => bookmark.targetId) : []}
          />
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        製品または素材を{COMPARISON_LIMITS.min}〜{COMPARISON_LIMITS.max}件選ぶと、物性を並べて比較できます。
      </Typography>

      {list.isPending && (
        <Box aria-busy="true" aria-label="ブックマークを読み込んでいます">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={96} sx={{ mb: 1.5 }} />
          ))}
        </Box>
      )}
      {list.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              再読み込み
            </Button>
          }
        >
          ブックマークを読み込めませんでした。時間をおいてもう一度お試しください。
        </Alert>
      )}
      {data && data.items.length === 0 && (
        <Alert severity="info" variant="outlined">
          {type || folder !== undefined
            ? 'この条件に当てはまるブックマークはありません。種類やフォルダの絞り込みを変えてみてください。'
            : 'まだブックマークはありません。素材・製品・特許・実施例の詳細ページで「ブックマーク」を押すと、ここに保存されます。'}
        </Alert>
      )}
      {data && data.items.length > 0 && (
        <Box component="ul" aria-label="ブックマーク" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {data.items.map((bookmark) => (
            <BookmarkItem
              key={bookmark.id}
              bookmark={bookmark}
              comparable={
                bookmark.target !== null &&
                (bookmark.targetType === 'product' || bookmark.targetType === 'material')
              }
              selected={selected.has(bookmark.id)}
              onSelect={(on) => toggle(bookmark, on)}
              onEditMemo={() => setEditing({ kind: 'memo', bookmark })}
              onMove={() => setEditing({ kind: 'move', bookmark })}
              onRemove={() => removeOne(bookmark)}
            />
          ))}
        </Box>
      )}
      {data && pages > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page}
          onChange={(_event, value) => setFilter('page', String(value))}
          getItemAriaLabel={(kind, value) =>
            kind === 'page' ? `${value}ページ目` : kind === 'next' ? '次のページ' : '前のページ'
          }
        />
      )}

      {editing?.kind === 'memo' && (
        <MemoDialog
          title={bookmarkTitle(editing.bookmark)}
          initial={editing.bookmark.memo}
          pending={update.isPending}
          onSave={(memo) => save(editing.bookmark, { memo }, 'メモを保存しました')}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'move' && (
        <MoveDialog
          title={bookmarkTitle(editing.bookmark)}
          initial={editing.bookmark.folder}
          folders={folderNames}
          pending={update.isPending}
          onSave={(name) =>
            save(
              editing.bookmark,
              { folder: name },
              name ? `フォルダ「${name}」に移動しました` : 'フォルダから出しました',
            )
          }
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
