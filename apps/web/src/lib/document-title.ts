import { useEffect } from 'react';
import { SERVICE_NAME } from '../config/paths';

export function formatDocumentTitle(title: string | undefined): string {
  return title ? `${title} | ${SERVICE_NAME}` : SERVICE_NAME;
}

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
