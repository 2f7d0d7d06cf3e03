import { Suspense } from 'react';
import { lazyOrNothing } from '../../lib/lazy-or-nothing';
import { useCatalogueLoading } from '../../lib/catalogue-loading';

// Only a first start without the build's demo snapshot ever shows it: kept out of the first chunk.
const CatalogueLoadingBanner = lazyOrNothing(
  () => import('./catalogue-loading-banner'),
  (module) => module.CatalogueLoadingBanner,
);

/**
 * On every page while the demo catalogue is still being loaded on first start: counts and lists are not
 * final yet, and the page says so with the progress (issue 17: never "0件" as if it were the answer).
 */
export function CatalogueLoadingNotice() {
  const loading = useCatalogueLoading();
  if (!loading) return null;
  return (
    <Suspense fallback={null}>
      <CatalogueLoadingBanner percent={loading.percent} />
    </Suspense>
  );
}
