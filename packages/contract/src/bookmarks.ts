import { z } from 'zod';

/*
 * Bookmarks, saved searches and the CSV export of result lists (docs/spec/api.md, docs/spec/sessions-and-accounts.md; issue "catalogue in the
 * browser"). One schema per request and response for the browser and the server, so the Japanese
 * messages below are what the user reads either way.
 *
 * A bookmark points at a catalogue entity by its interchange id (`pat-000123`, `pp-homo`; an example by
 * its own id, unique across patents). Folders are plain names ('' = no folder); a folder exists while a
 * bookmark is in it. Bookmarks and saved searches belong to one user: another user's id answers 404.
 */

export const BOOKMARK_LIMITS = {
  folderMaxLength: 50,
  memoMaxLength: 1000,
  pageSizeMax: 100,
  pageSizeDefault: 50,
  savedSearchNameMaxLength: 100,
  savedSearchQueryMaxLength: 4000,
  /** Saved searches per user (every plan): a list to reopen, not an archive. */
  savedSearchesMax: 100,
} as const;

export const BOOKMARK_TARGET_TYPES = ['material', 'product', 'patent', 'example'] as const;
export type BookmarkTargetType = (typeof BOOKMARK_TARGET_TYPES)[number];
export const BOOKMARK_TARGET_LABELS: Record<BookmarkTargetType, string> = {
  material: '素材',
  product: '製品',
  patent: '特許',
  example: '実施例',
};

/** List pages a search can be saved from (and exported from). */
const SEARCH_KINDS = ['materials', 'products', 'patents'] as const;
export type SearchKindName = (typeof SEARCH_KINDS)[number];
export const SEARCH_KIND_LABELS: Record<SearchKindName, string> = {
  materials: '素材',
  products: '製品',
  patents: '特許',
};

/** The free plan's limit message (403): says the limit and what removes it. */
export function bookmarkLimitDetail(limit: number): string {
  return `フリープランで保存できるブックマークは${limit}件までです。不要なブックマークを削除するか、スタンダードプランにお申し込みいただくと上限なく保存できます。`;
}

const targetTypeSchema = z.enum(BOOKMARK_TARGET_TYPES, {
  error: '種類は material, product, patent, example のいずれかを指定してください',
});

const folderSchema = z
  .string({ error: 'フォルダ名は文字列で指定してください' })
  .trim()
  .max(BOOKMARK_LIMITS.folderMaxLength, {
    error: `フォルダ名は${BOOKMARK_LIMITS.folderMaxLength}文字以内で入力してください`,
  });

const memoSchema = z.string({ error: 'メモは文字列で指定してください' }).max(BOOKMARK_LIMITS.memoMaxLength, {
  error: `メモは${BOOKMARK_LIMITS.memoMaxLength}文字以内で入力してください`,
});

export const bookmarkIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'IDは数値で指定してください' })
    .int({ error: 'IDは整数で指定してください' })
    .positive({ error: 'IDは1以上で指定してください' })
    .max(Number.MAX_SAFE_INTEGER),
});

export const bookmarkListQuerySchema = z.object({
  type: targetTypeSchema.optional(),
  /** Exact folder name; '' = bookmarks without a folder. Absent = every folder. */
  folder: folderSchema.optional(),
  /** With `type`: is this one target bookmarked (the bookmark button asks this). */
  targetId: z.string().min(1).max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(BOOKMARK_LIMITS.pageSizeMax)
    .default(BOOKMARK_LIMITS.pageSizeDefault),
});
/** What a caller sends (every key optional; page and pageSize have defaults). */
export interface BookmarkListQuery {
  type?: BookmarkTargetType;
  folder?: string;
  targetId?: string;
  page?: number;
  pageSize?: number;
}

export const addBookmarkSchema = z.object({
  targetType: targetTypeSchema,
  targetId: z
    .string({ error: '対象のIDを指定してください' })
    .trim()
    .min(1, { error: '対象のIDを指定してください' })
    .max(200, { error: '対象のIDが長すぎます' }),
  folder: folderSchema.optional(),
  memo: memoSchema.optional(),
});
export type AddBookmarkRequest = z.input<typeof addBookmarkSchema>;

/** Move to a folder and/or edit the memo; at least one of them. */
export const updateBookmarkSchema = z
  .object({ folder: folderSchema.optional(), memo: memoSchema.optional() })
  .refine((body) => body.folder !== undefined || body.memo !== undefined, {
    error: 'フォルダかメモのどちらかを指定してください',
  });
export type UpdateBookmarkRequest = z.input<typeof updateBookmarkSchema>;

/** What a bookmark points at, as of now; null when the entity has since been removed from the catalogue. */
const bookmarkTargetSchema = z.object({
  title: z.string(),
  /** One line: maker and category, publication number and applicant, … */
  summary: z.string().nullable(),
  /** The patent of an example (its page is /patents/{patentId}/examples/{id}); null otherwise. */
  patentId: z.string().nullable(),
});
export type BookmarkTarget = z.infer<typeof bookmarkTargetSchema>;

export const bookmarkSchema = z.object({
  id: z.number().int(),
  targetType: targetTypeSchema,
  targetId: z.string(),
  folder: z.string(),
  memo: z.string(),
  createdAt: z.string(),
  target: bookmarkTargetSchema.nullable(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

/** How many bookmarks the user has, and the plan's limit (null = none). */
const bookmarkUsageSchema = z.object({ count: z.number().int(), limit: z.number().int().nullable() });
export type BookmarkUsage = z.infer<typeof bookmarkUsageSchema>;

export const bookmarkListSchema = z.object({
  items: z.array(bookmarkSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  usage: bookmarkUsageSchema,
});
export type BookmarkList = z.infer<typeof bookmarkListSchema>;

export const bookmarkFoldersSchema = z.object({
  items: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type BookmarkFolders = z.infer<typeof bookmarkFoldersSchema>;

// ───────────────────────────── Saved searches ─────────────────────────────

export const savedSearchListQuerySchema = z.object({
  kind: z.enum(SEARCH_KINDS).optional(),
});

export const addSavedSearchSchema = z.object({
  kind: z.enum(SEARCH_KINDS, { error: '種類は materials, products, patents のいずれかを指定してください' }),
  name: z
    .string({ error: '名前を入力してください' })
    .trim()
    .min(1, { error: '名前を入力してください' })
    .max(BOOKMARK_LIMITS.savedSearchNameMaxLength, {
      error: `名前は${BOOKMARK_LIMITS.savedSearchNameMaxLength}文字以内で入力してください`,
    }),
  /** The list page's query string without '?', e.g. `q=PP&maker=co-toho`. */
  query: z
    .string({ error: '検索条件を指定してください' })
    .max(BOOKMARK_LIMITS.savedSearchQueryMaxLength, { error: '検索条件が長すぎます' })
    .transform((value) => value.replace(/^\?/, '')),
});
export type AddSavedSearchRequest = z.input<typeof addSavedSearchSchema>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SEARCH_KINDS),
  name: z.string(),
  query: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

// ───────────────────────────── CSV export ─────────────────────────────

export const CSV_EXPORT = {
  /** Rows in one file; more results are cut off and the answer says so. */
  maxRows: 10_000,
  /** Response header: 'true' when the file holds only the first maxRows results. */
  truncatedHeader: 'x-export-truncated',
  /** Response header: how many results the search found. */
  totalHeader: 'x-export-total',
} as const;
