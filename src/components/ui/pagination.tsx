import type { RegisteredRouter, ValidateLinkOptions } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
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
  /**
   * The id of what starts the list (its count, or its heading): a page chosen here moves the focus
   * there once that page is shown, so a keyboard or screen-reader user goes on into the new
   * results instead of staying below them (the page itself scrolls back to its top).
   */
  focusAfterPaging?: string;
}

/** The page a link of ours asked for, and where the focus goes when it is shown (kept across a remount of the list). */
let pendingFocus: { target: string; page: number; at: number } | null = null;

/** A navigation that has not shown its page in this long (offline, refused) no longer moves the focus. */
const PENDING_FOCUS_MS = 10_000;

function focusListStart(target: string): void {
  const element = document.getElementById(target);
  if (!element) return;
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/** Each member of a union of link options checked on its own (a board's list is one of several routes). */
type EachValidLink<TOptions> = TOptions extends unknown ? ValidateLinkOptions<RegisteredRouter, TOptions> : never;

/** Page links around the current page, with previous and next; nothing when one page. */
export function Pagination<TOptions>(props: PaginationProps<EachValidLink<TOptions>>): ReactNode;
export function Pagination({ current, total, size, linkFor, labels, focusAfterPaging }: PaginationProps<ValidateLinkOptions>): ReactNode {
  const { pages, last } = pageWindow(current, total, size);
  useEffect(() => {
    const pending = pendingFocus;
    if (!pending || pending.target !== focusAfterPaging || pending.page !== current) return;
    pendingFocus = null;
    if (performance.now() - pending.at <= PENDING_FOCUS_MS) focusListStart(pending.target);
  }, [current, focusAfterPaging]);
  if (last <= 1) return null;
  const chose = (page: number) => () => {
    pendingFocus = focusAfterPaging === undefined || page === current ? null : { target: focusAfterPaging, page, at: performance.now() };
  };
  return (
    <nav className="pagination" aria-label={labels.name}>
      {current > 1 ? (
        <RouteLink {...linkFor(current - 1)} aria-label={labels.previous} onNavigate={chose(current - 1)}>
          ‹
        </RouteLink>
      ) : null}
      {pages.map((page) => (
        <RouteLink key={page} {...linkFor(page)} current={page === current ? 'page' : undefined} aria-label={labels.page(page)} onNavigate={chose(page)}>
          {page}
        </RouteLink>
      ))}
      {current < last ? (
        <RouteLink {...linkFor(current + 1)} aria-label={labels.next} onNavigate={chose(current + 1)}>
          ›
        </RouteLink>
      ) : null}
    </nav>
  );
}
