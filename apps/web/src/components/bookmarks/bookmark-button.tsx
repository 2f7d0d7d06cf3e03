import { useState } from 'react';
import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { BOOKMARK_TARGET_LABELS, type BookmarkTargetType } from '@app/contract/bookmarks';
import { requiredLevelOf } from '@app/contract/plans';
import { ApiError } from '../../lib/api-error';
import { handleApiError } from '../../lib/api-client';
import { useAddBookmark, useBookmarkOf, useRemoveBookmark } from '../../lib/bookmarks-api';
import { notify } from '../../lib/notifications';
import { GatedButton, useGate } from '../gated-link';
import { BookmarkLimitDialog } from './bookmark-limit-dialog';

export type BookmarkButtonProps = {
  targetType: BookmarkTargetType;
  targetId: string;
  /** The record's name, for the button's accessible name and the messages. */
  title: string;
};

/**
 * Adds or removes a bookmark of one record (detail pages). A visitor gets the sign-up gate (docs/spec/sessions-and-accounts.md:
 * bookmarks need an account); a free user at the limit gets the limit explained with the ways on.
 */
export function BookmarkButton({ targetType, targetId, title }: BookmarkButtonProps) {
  const location = useLocation();
  const level = requiredLevelOf('bookmarks');
  const { allowed } = useGate(level);
  const state = useBookmarkOf(targetType, targetId);
  const add = useAddBookmark();
  const remove = useRemoveBookmark();
  const [limitDetail, setLimitDetail] = useState<string | null | undefined>(undefined);

  if (!allowed) {
    return (
      <GatedButton
        to={`${location.pathname}${location.search}`}
        level={level}
        variant="outlined"
        startIcon={<BookmarkBorderIcon />}
        aria-label={`「${title}」をブックマークする（無料登録が必要です）`}
      >
        ブックマーク
      </GatedButton>
    );
  }

  const bookmarked = Boolean(state.bookmark);
  const busy = (state.bookmark === undefined && !state.isError) || add.isPending || remove.isPending;
  const label = BOOKMARK_TARGET_LABELS[targetType];

  const toggle = () => {
    if (state.bookmark) {
      remove.mutate(state.bookmark.id, {
        onSuccess: () => notify({ message: `「${title}」をブックマークから外しました` }),
        onError: (error) => handleApiError(error),
      });
      return;
    }
    add.mutate(
      { targetType, targetId },
      {
        onSuccess: () => notify({ message: `${label}「${title}」をブックマークしました` }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 403) {
            setLimitDetail(typeof error.detail === 'string' ? error.detail : null);
          } else handleApiError(error);
        },
      },
    );
  };

  return (
    <>
      <Button
        variant={bookmarked ? 'contained' : 'outlined'}
        disableElevation
        onClick={toggle}
        disabled={busy}
        aria-pressed={bookmarked}
        aria-label={bookmarked ? `「${title}」のブックマークを外す` : `「${title}」をブックマークする`}
        startIcon={
          busy ? (
            <CircularProgress size={18} color="inherit" aria-hidden="true" />
          ) : bookmarked ? (
            <BookmarkIcon />
          ) : (
            <BookmarkBorderIcon />
          )
        }
      >
        {bookmarked ? 'ブックマーク済み' : 'ブックマーク'}
      </Button>
      <BookmarkLimitDialog
        open={limitDetail !== undefined}
        detail={limitDetail ?? null}
        onClose={() => setLimitDetail(undefined)}
      />
    </>
  );
}
