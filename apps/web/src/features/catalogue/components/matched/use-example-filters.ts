import { useSearchParams } from 'react-router';
import { exampleFilterQuery } from './example-filters';

/** The example filters of the current page's address (a patent list, or a detail page opened from one). */
export function useExampleFilters(): string {
  const [params] = useSearchParams();
  return exampleFilterQuery(params);
}
