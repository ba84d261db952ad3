import { pageWindow } from '../../lib/page-window';
import { HrefLink } from './href-link';

export interface PaginationLabels {
  name: string;
  previous: string;
  next: string;
  page: (page: number) => string;
}

/** Page links around the current page, with previous and next; nothing when one page. */
export function Pagination({ current, total, size, hrefFor, labels }: { current: number; total: number; size: number; hrefFor: (page: number) => string; labels: PaginationLabels }) {
  const { pages, last } = pageWindow(current, total, size);
  if (last <= 1) return null;
  return (
    <nav className="pagination" aria-label={labels.name}>
      {current > 1 ? (
        <HrefLink href={hrefFor(current - 1)} aria-label={labels.previous}>
          ‹
        </HrefLink>
      ) : null}
      {pages.map((page) => (
        <HrefLink key={page} href={hrefFor(page)} aria-current={page === current ? 'page' : undefined} aria-label={labels.page(page)}>
          {page}
        </HrefLink>
      ))}
      {current < last ? (
        <HrefLink href={hrefFor(current + 1)} aria-label={labels.next}>
          ›
        </HrefLink>
      ) : null}
    </nav>
  );
}
