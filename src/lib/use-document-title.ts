import { useEffect } from 'react';

/** Sets the tab title as "{page} | {site}" (WCAG 2.4.2): screen readers announce it on navigation. */
export function useDocumentTitle(page: string, site: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${site}` : site;
  }, [page, site]);
}
