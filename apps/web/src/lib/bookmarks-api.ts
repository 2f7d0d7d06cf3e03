import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import {
  bookmarkFoldersSchema,
  bookmarkListSchema,
  bookmarkSchema,
  savedSearchListSchema,
  savedSearchSchema,
  type AddBookmarkRequest,
  type AddSavedSearchRequest,
  type BookmarkListQuery,
  type BookmarkTargetType,
  type UpdateBookmarkRequest,
} from '@app/contract/bookmarks';
import { apiRequest } from './api-client';
import { useSession } from './session';

/*
 * Bookmarks and saved searches of the signed-in user: the calls and their TanStack Query hooks, shared by
 * the bookmark button (detail pages), /mypage/bookmarks and /mypage. Every write invalidates all bookmark
 * queries, so the button, the page and the counts agree after any change.
 */

const bookmarkKeys = {
  all: ['bookmarks'] as const,
  list: (query: BookmarkListQuery) => [...bookmarkKeys.all, 'list', query] as const,
  folders: () => [...bookmarkKeys.all, 'folders'] as const,
  savedSearches: () => ['saved-searches'] as const,
};

function bookmarksQueryOptions(query: BookmarkListQuery) {
  return queryOptions({
    queryKey: bookmarkKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.bookmarks.build(), { query: { ...query }, schema: bookmarkListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBookmarks(query: BookmarkListQuery) {
  const { isLoggedIn } = useSession();
  return useQuery({ ...bookmarksQueryOptions(query), enabled: isLoggedIn });
}

/** The user's bookmark of one target, or null; undefined while unknown (or for a visitor). */
export function useBookmarkOf(targetType: BookmarkTargetType, targetId: string) {
  const { isLoggedIn } = useSession();
  const query = useQuery({
    ...bookmarksQueryOptions({ type: targetType, targetId, pageSize: 1 }),
    placeholderData: undefined,
    enabled: isLoggedIn,
  });
  return { ...query, bookmark: query.data ? (query.data.items[0] ?? null) : undefined };
}

export function useBookmarkFolders() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: bookmarkKeys.folders(),
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.bookmarkFolders.build(), { schema: bookmarkFoldersSchema, signal }),
    enabled: isLoggedIn,
  });
}

/** A write that refreshes every query under `key` once it is settled (succeeded or not). */
function useInvalidating<A, R>(
  mutationFn: (args: A) => Promise<R>,
  key: readonly string[] = bookmarkKeys.all,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useAddBookmark() {
  return useInvalidating((body: AddBookmarkRequest) =>
    apiRequest(API_PATHS.bookmarks.build(), { method: 'POST', body, schema: bookmarkSchema }),
  );
}

export function useUpdateBookmark() {
  return useInvalidating(({ id, ...body }: UpdateBookmarkRequest & { id: number }) =>
    apiRequest(API_PATHS.bookmark.build({ id }), { method: 'PATCH', body, schema: bookmarkSchema }),
  );
}

export function useRemoveBookmark() {
  return useInvalidating((id: number) =>
    apiRequest<void>(API_PATHS.bookmark.build({ id }), { method: 'DELETE' }),
  );
}

// ───────────── Saved searches ─────────────

export function useSavedSearches() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: bookmarkKeys.savedSearches(),
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.savedSearches.build(), { schema: savedSearchListSchema, signal }),
    enabled: isLoggedIn,
  });
}

export function useAddSavedSearch() {
  return useInvalidating(
    (body: AddSavedSearchRequest) =>
      apiRequest(API_PATHS.savedSearches.build(), { method: 'POST', body, schema: savedSearchSchema }),
    bookmarkKeys.savedSearches(),
  );
}

export function useRemoveSavedSearch() {
  return useInvalidating(
    (id: number) => apiRequest<void>(API_PATHS.savedSearch.build({ id }), { method: 'DELETE' }),
    bookmarkKeys.savedSearches(),
  );
}
