import type { FastifyRequest } from 'fastify';
import { API_PATHS } from '@app/contract/api-paths';
import { CATALOGUE_LIMITS, type PatentDetail, type PatentSearchResponse } from '@app/contract/catalogue';

/**
 * The first answer of a page (docs/decisions/0032): for a patent list or a patent's detail, the server asks
 * its own API — through `inject`, with the browser's session token, address and language, so every
 * guard, plan rule, cost limit and usage count applies as to the browser's own call — and puts the
 * answer into the page. The page paints its content before the JavaScript (the preview) and the web app
 * takes the answer instead of calling the API again (apps/web/src/lib/first-answer.ts).
 */
export type FirstAnswer =
  | { kind: 'patent-list'; apiUrl: string; body: PatentSearchResponse }
  | { kind: 'patent-detail'; apiUrl: string; body: PatentDetail };

/** The readable session cookie the web app keeps (apps/web/src/lib/session.ts). */
const ACCESS_TOKEN_COOKIE = 'accessToken';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The API call the page makes first, for the pages that have a first answer. */
export function apiCallOf(request: FastifyRequest): { kind: FirstAnswer['kind']; apiUrl: string } | null {
  const [pathname = '/', search = ''] = request.url.split('?', 2) as [string, string?];
  // The list page sends its URL's parameters to the API, with the page and page size always spelled out
  // (searchStateToQuery in the web app); a URL it would read otherwise just finds no first answer there.
  const params = new URLSearchParams(search);
  if (pathname === '/patents' && params.get('q')?.trim()) {
    if (!params.has('page')) params.set('page', '1');
    if (!params.has('pageSize')) params.set('pageSize', String(CATALOGUE_LIMITS.pageSizeDefault));
    return { kind: 'patent-list', apiUrl: `${API_PATHS.patentsSearch.build()}?${params.toString()}` };
  }
  const detail = /^\/patents\/([^/]+)$/.exec(pathname);
  // A detail page with a query (filtered examples) asks with its own parameters: left to the browser.
  if (detail && !search) {
    let id: string;
    try {
      id = decodeURIComponent(detail[1]!);
    } catch {
      return null;
    }
    return { kind: 'patent-detail', apiUrl: API_PATHS.patentDetail.build({ id }) };
  }
  return null;
}

/**
 * The first answer of the requested page, or null (another page, no search term, a detail page without
 * a session — its route guard sends the visitor to log in —, or any answer but 200).
 */
export async function findFirstAnswer(request: FastifyRequest): Promise<FirstAnswer | null> {
  if (request.method !== 'GET') return null;
  const call = apiCallOf(request);
  if (!call) return null;
  const token = cookieValue(request.headers.cookie, ACCESS_TOKEN_COOKIE);
  if (call.kind === 'patent-detail' && !token) return null;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const language = request.headers['accept-language'];
  if (language) headers['accept-language'] = language;
  const answer = await request.server.inject({
    method: 'GET',
    url: call.apiUrl,
    headers,
    remoteAddress: request.ip,
  });
  if (answer.statusCode !== 200) return null;
  return { ...call, body: answer.json() } as FirstAnswer;
}
