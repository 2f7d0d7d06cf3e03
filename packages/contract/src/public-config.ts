import { z } from 'zod';

/** What the browser may know about the server's configuration (GET /v1/company/public-config). */
export const publicConfigSchema = z.object({
  maintenanceMode: z.boolean(),
  botCheck: z.enum(['altcha', 'recaptcha']),
  /** True while the catalogue holds the generated demo dataset: the UI labels it as demo data. */
  demoData: z.boolean(),
  /**
   * Present while the first-start demo load is still filling the catalogue (no prebuilt snapshot): every
   * page says so, so that a short result list is never taken for the final answer.
   */
  catalogueLoading: z.object({ percent: z.number().int().min(0).max(100) }).optional(),
  /** Error-reporting endpoint for the notification bar's optional report; null when none is configured. */
  errorReportUrl: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Written into the web build (`/build/meta.json`) and served as `/build/latest.json` by the server. */
export const buildMetaSchema = z.object({
  id: z.string().min(1),
  timestamp: z.number().int(),
});
export type BuildMeta = z.infer<typeof buildMetaSchema>;

/** One page view, reported by the browser after each route change (POST /v1/company/page-views). */
export const pageViewSchema = z.object({
  path: z.string().min(1).max(2048).startsWith('/'),
  referrer: z.string().max(2048).optional(),
});
export type PageView = z.infer<typeof pageViewSchema>;
