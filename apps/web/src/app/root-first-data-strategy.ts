import type { DataStrategyFunction, DataStrategyResult } from 'react-router';

function isRedirect(result: DataStrategyResult): boolean {
  return result.result instanceof Response && result.result.status >= 300 && result.result.status < 400;
}

/**
 * React Router runs the loaders of a navigation in parallel. Here the root loader (the navigation rules:
 * 404, maintenance, profile, route rules, auth guard) decides first, and a page's own loader runs only when
 * the root let the navigation through — so a feature loader never calls the API for a visitor who is about
 * to be sent to /login. Route modules still load in parallel with the root loader (no added latency).
 */
export const rootFirstDataStrategy: DataStrategyFunction = async ({ matches }) => {
  const root = matches.find((match) => match.route.id === 'root');
  const rootResult = root?.shouldCallHandler() ? root.resolve() : Promise.resolve(null);

  const others = matches
    .filter((match) => match !== root && match.shouldCallHandler())
    .map(async (match) => {
      const result = await match.resolve(async (handler) => {
        const decided = await rootResult;
        if (decided && (decided.type === 'error' || isRedirect(decided))) return null;
        return handler();
      });
      return [match.route.id, result] as const;
    });

  const results: Record<string, DataStrategyResult> = {};
  const decided = await rootResult;
  if (root && decided) results[root.route.id] = decided;
  for (const [id, result] of await Promise.all(others)) results[id] = result;
  return results;
};
