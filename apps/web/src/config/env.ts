/**
 * Browser-side configuration baked in at build time. Only `VITE_`-prefixed variables reach the bundle,
 * so nothing secret can end up here by accident.
 */

/** Base URL of the API without a trailing slash; '' means the page's own origin (the server serves both). */
export const apiBaseUrl: string = (import.meta.env.VITE_API_BASE_URL ?? '').trim().replace(/\/+$/, '');
