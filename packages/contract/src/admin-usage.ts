import { z } from 'zod';

/* Usage figures of the operator console (issue 19, decision 0022): GET /v1/company/admin/usage. */

const usageDaySchema = z.object({
  /** Japan date, YYYY-MM-DD. */
  day: z.string(),
  searches: z.number().int(),
  analyses: z.number().int(),
});

export const adminUsageSchema = z.object({
  /** Users who searched or ran an analysis signed in, or signed in / renewed their session. */
  activeUsers: z.object({
    today: z.number().int(),
    last7Days: z.number().int(),
    last30Days: z.number().int(),
  }),
  /** The last 30 Japan days, oldest first, days without use included. */
  days: z.array(usageDaySchema),
  /** Keyword searches that found nothing in the last 30 days, most frequent first. */
  zeroHitQueries: z.array(z.object({ query: z.string(), count: z.number().int() })),
});
export type AdminUsage = z.infer<typeof adminUsageSchema>;
