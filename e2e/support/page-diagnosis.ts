import type { Page, Request } from 'playwright-core';

/**
 * What a page was waiting for, to be said when a wait on it times out: the requests still unanswered (with
 * how long each has waited), the ones that failed or were answered with an error, and the console errors. A
 * load that stalls on a busy machine then names its cause instead of only "Timeout 30000ms exceeded".
 */
export function watchPage(page: Page): () => string {
  const pending = new Map<Request, number>();
  const failed: string[] = [];
  const refused: string[] = [];
  const consoleErrors: string[] = [];
  const started = Date.now();
  page.on('request', (request) => pending.set(request, Date.now()));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('response', (response) => {
    if (response.status() >= 400)
      refused.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    pending.delete(request);
    failed.push(`${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return () => {
    const now = Date.now();
    const waiting = [...pending].map(
      ([request, since]) => `${request.method()} ${request.url()} for ${((now - since) / 1000).toFixed(1)} s`,
    );
    return [
      `page ${page.url()} (watched for ${((now - started) / 1000).toFixed(1)} s)`,
      `unanswered: ${waiting.join('; ') || 'none'}`,
      `failed: ${failed.join('; ') || 'none'}`,
      `answered ≥ 400: ${refused.slice(-10).join('; ') || 'none'}`,
      `console: ${consoleErrors.slice(-5).join(' | ') || 'none'}`,
    ].join('\n');
  };
}
