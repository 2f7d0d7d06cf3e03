/**
 * ECharts renders a tooltip formatter's string as HTML. Names in these tooltips come from data (example
 * labels, property names, applicants, uploaded CSV headers): a CSV header `<img src=x onerror=…>` must
 * show as text, never become markup. Every data string goes through escapeHtml; tooltipLines is the usual
 * way to build a tooltip: lines of plain text, each escaped, joined by line breaks.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain-text lines (empty ones dropped) as tooltip HTML. */
export function tooltipLines(lines: ReadonlyArray<string | null | undefined | false>): string {
  return lines
    .filter((line): line is string => typeof line === 'string' && line !== '')
    .map(escapeHtml)
    .join('<br/>');
}
