/** The first `max` of a list a table cell shows, and how many it leaves out (shown as 「他N件」). */
export function shortList<T>(values: readonly T[], max: number): { shown: readonly T[]; more: number } {
  return { shown: values.slice(0, max), more: Math.max(0, values.length - max) };
}
