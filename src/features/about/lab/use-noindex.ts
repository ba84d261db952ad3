import { useEffect } from 'react';

/**
 * Keeps the page out of search engines while it is shown (the design and test pages): a
 * `<meta name="robots" content="noindex, nofollow">` added on mount and removed on unmount.
 * robots.txt disallows the same paths for crawlers that read it first.
 */
export function useNoindex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
