import type { FirstAnswer } from './first-answer.js';

/**
 * The page's first answer as HTML, painted before the JavaScript (docs/decisions/0032): plain text in the
 * static shell of index.html, no links or controls (nothing to click before the app runs), replaced by
 * the web app when it renders. The answer itself goes along as a JSON data block the app reads once.
 */

/** Where index.html has room for the preview (inside its static shell); the page is sent up to here at once. */
export const FIRST_VIEW_MARKER = '<!-- first-view -->';
/** The id of the JSON data block (apps/web/src/lib/first-answer.ts reads it). */
const FIRST_ANSWER_ELEMENT_ID = 'first-answer';

/** Results shown before the app runs: the first screens of a phone, not the whole page. */
const PREVIEW_RESULTS = 10;
const PREVIEW_ABSTRACT = 160;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const shorten = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

function patentLine(item: { publicationNumber: string; applicants: readonly { name: string }[] }): string {
  const applicants = item.applicants.map((applicant) => applicant.name).join('、');
  return escapeHtml(applicants ? `${item.publicationNumber}・${applicants}` : item.publicationNumber);
}

function listView(answer: Extract<FirstAnswer, { kind: 'patent-list' }>, q: string): string {
  const { body } = answer;
  const items = body.items
    .slice(0, PREVIEW_RESULTS)
    .map(
      (item) =>
        `<li><p class="fv-title">${escapeHtml(item.title)}</p><p class="fv-meta">${patentLine(item)}</p>` +
        (item.abstract ? `<p>${escapeHtml(shorten(item.abstract, PREVIEW_ABSTRACT))}</p>` : '') +
        '</li>',
    );
  return (
    `<h1>特許検索</h1><p class="fv-meta">「${escapeHtml(q)}」の検索結果 ${body.total.toLocaleString('ja-JP')}件</p>` +
    `<ol>${items.join('')}</ol>`
  );
}

function detailView(answer: Extract<FirstAnswer, { kind: 'patent-detail' }>): string {
  const { body } = answer;
  return (
    `<h1>${escapeHtml(body.title)}</h1><p class="fv-meta">${patentLine(body)}</p>` +
    (body.abstract ? `<h2>要約</h2><p>${escapeHtml(body.abstract)}</p>` : '')
  );
}

/** JSON inside a <script> element: no `<` can end the element or open a comment. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** index.html in two parts around the place of the preview, or null when the build has no such place. */
export function splitAtFirstView(indexHtml: string): { head: string; tail: string } | null {
  const at = indexHtml.indexOf(FIRST_VIEW_MARKER);
  if (at < 0 || !indexHtml.includes('</body>', at)) return null;
  return { head: indexHtml.slice(0, at), tail: indexHtml.slice(at + FIRST_VIEW_MARKER.length) };
}

/** The rest of the page after the preview's place: the preview, then the tail with the answer as a data block. */
export function firstViewRest(tail: string, answer: FirstAnswer | null, pageUrl: string): string {
  if (!answer) return tail;
  const q = new URLSearchParams(pageUrl.split('?', 2)[1] ?? '').get('q') ?? '';
  const view = answer.kind === 'patent-list' ? listView(answer, q) : detailView(answer);
  const data = scriptSafeJson({ url: answer.apiUrl, body: answer.body });
  const block = `<script type="application/json" id="${FIRST_ANSWER_ELEMENT_ID}">${data}</script>`;
  return `<div class="first-view">${view}</div>${tail.replace('</body>', () => `${block}</body>`)}`;
}
