import type { QueryValue } from '../../lib/api-client';

/** Paging is the list's, not the export's: an export holds every result of the search. */
const LIST_ONLY = new Set(['page', 'pageSize']);

/** A list page's query string → the export call's query (repeated keys kept, paging dropped). */
export function exportQueryOf(search: string): Record<string, QueryValue> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (LIST_ONLY.has(key) || value === '') continue;
    (query[key] ??= []).push(value);
  }
  return query;
}

/** The file name the server chose (filename* first: the Japanese one), or a fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!);
    } catch {
      // a malformed name: fall through to the plain one
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}
