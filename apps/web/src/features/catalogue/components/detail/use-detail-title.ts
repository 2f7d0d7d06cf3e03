import { useEffect } from 'react';
import { useRouteHandle } from '../../../../lib/route-handle';
import { formatDocumentTitle } from '../../../../lib/document-title';

/**
 * The browser tab names the record: 「トーホーレン TP-2030（製品詳細）| 素材特許ナビ」. Runs after the
 * shell set the page's own title, and again whenever the record changes.
 */
export function useDetailTitle(name: string): void {
  const page = useRouteHandle()?.title;
  useEffect(() => {
    const id = window.setTimeout(() => {
      document.title = formatDocumentTitle(page ? `${name}（${page}）` : name);
    });
    return () => window.clearTimeout(id);
  }, [name, page]);
}
