/** The files a first visit of `route` (a route module's source path) loads before the page renders. */
export function firstVisitFiles(dist: string, route: string): string[];
