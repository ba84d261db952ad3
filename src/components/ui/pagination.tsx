import type { RegisteredRouter, ValidateLinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { pageWindow } from '../../lib/page-window';
import { RouteLink } from './route-link';

export interface PaginationLabels {
  name: string;
  previous: string;
  next: string;
  page: (page: number) => string;
}

export interface PaginationProps<TLink> {
  current: number;
  total: number;
  size: number;
  /** The typed link to a page of this list (src/links or linkOptions); page 1 without a page value. */
  linkFor: (page: number) => TLink;
  labels: PaginationLabels;
}

/** Each member of a union of link options checked on its own (a board's list is one of several routes). */
type EachValidLink<TOptions> = TOptions extends unknown ? ValidateLinkOptions<RegisteredRouter, TOptions> : never;

/** Page links around the current page, with previous and next; nothing when one page. */
export function Pagination<TOptions>(props: PaginationProps<EachValidLink<TOptions>>): ReactNode;
export function Pagination({ current, total, size, linkFor, labels }: PaginationProps<ValidateLinkOptions>): ReactNode {
  const { pages, last } = pageWindow(current, total, size);
  if (last <= 1) return null;
  return (
    <nav className="pagination" aria-label={labels.name}>
      {current > 1 ? (
        <RouteLink {...linkFor(current - 1)} aria-label={labels.previous}>
          ‹
        </RouteLink>
      ) : null}
      {pages.map((page) => (
        <RouteLink key={page} {...linkFor(page)} current={page === current ? 'page' : undefined} aria-label={labels.page(page)}>
          {page}
        </RouteLink>
      ))}
      {current < last ? (
        <RouteLink {...linkFor(current + 1)} aria-label={labels.next}>
          ›
        </RouteLink>
      ) : null}
    </nav>
  );
}
