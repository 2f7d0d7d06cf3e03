/**
 * The first answer the server put into the page (docs/decisions/0032): for a patent list or detail, the
 * server asked the API as this browser would and embedded the answer as a JSON data block, so the first
 * call of the page needs no second trip. Taken once, by the GET of the same path and parameters.
 */

/** The id of the data block (apps/server/src/features/web-app/first-view-html.ts writes it). */
const ELEMENT_ID = 'first-answer';
/** After this long the answer is older than the query cache keeps answers fresh (lib/query-client.ts). */
const FRESH_MS = 30_000;

type Embedded = { url: string; body: unknown };

let embedded: Embedded | null | undefined;

/** Path and parameters, parameters sorted: the server and the app may order or encode them differently. */
function callKey(url: string): string {
  const parsed = new URL(url, 'http://first-answer.invalid');
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams.toString()}`;
}

function readEmbedded(): Embedded | null {
  const element = document.getElementById(ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    if (
      value &&
      typeof value === 'object' &&
      'url' in value &&
      typeof value.url === 'string' &&
      'body' in value
    )
      return { url: value.url, body: value.body };
  } catch {
    // A damaged block: the app asks the API as usual.
  }
  return null;
}

/**
 * The embedded answer of `url` (an API path with its query), once; undefined when the page has none for it.
 * The block is read at the first call, so a later page of the same tab never sees an old answer.
 */
export function takeFirstAnswer(url: string): unknown {
  if (embedded === undefined) embedded = readEmbedded();
  if (!embedded) return undefined;
  if (performance.now() > FRESH_MS) {
    embedded = null;
    return undefined;
  }
  const { url: answered, body } = embedded;
  if (callKey(answered) !== callKey(url)) return undefined;
  embedded = null;
  return body;
}
