import { redirect } from '@tanstack/react-router';
import { currentMenus, ensureMenus } from '../../features/menu/menu-data';
import { findMenuPathByHref } from '../../features/menu/model/menu-tree';
import { sessionStore } from '../../features/session/session-store';
import { showAlert } from '../../lib/alert-dialog';
import { ko } from '../../lib/i18n/messages-ko';
import { loginLink } from '../../links/account-links';

export interface GuardContext {
  location: { href: string; pathname: string };
  /** beforeLoad also runs for hover preloads: no alert then. */
  preload: boolean;
}

export function isMember(): boolean {
  return sessionStore.getSnapshot().status === 'member';
}

/**
 * Spec §6: the Korean alert, then /login (once it is closed, as the browser's alert held the
 * page), coming back here after the login.
 */
export async function requireMember({ location, preload }: GuardContext): Promise<void> {
  if (isMember()) return;
  if (!preload) await showAlert(ko.session.loginRequired);
  throw redirect(loginLink(location.href));
}

/**
 * Never behind a menu's login flag: previews, the design and test pages (spec §2, §4), and the main
 * page (spec §6: it needs no login). The main page then paints without waiting for the menus to
 * arrive on a first visit.
 */
const EXEMPT = /^\/(preview|design|test)(\/|$)|^\/qr-test\/test\/?$|^\/(main\/?)?$/;

export const isGuardExempt = (pathname: string): boolean => EXEMPT.test(pathname);

/** Spec §6: the apply steps of these programs need login even without a menu saying so. */
const LOGIN_ONLY_PATHS: readonly RegExp[] = [
  /^\/library-experiments\/ai-mental\/apply-0[12]\/?$/,
  /^\/library-playground\/(game-play|little-theater|studio-program)\/apply-0[12]\/?$/,
  // Where the groups live (issue 17): under /library-service/; every lab's apply step there needs login.
  /^\/library-service\/library-experiments\/[a-z0-9-]+\/apply-0[12]\/?$/,
  /^\/library-service\/library-playground\/[a-z0-9-]+\/apply-0[12]\/?$/,
];

export function isLoginOnlyPath(pathname: string): boolean {
  return LOGIN_ONLY_PATHS.some((pattern) => pattern.test(pathname));
}

/** Menus marked MENU_LOGIN_YN=Y, and the listed apply steps, need login (spec §6). */
export async function requireMemberForLoginMenus(context: GuardContext): Promise<void> {
  if (isMember() || isGuardExempt(context.location.pathname)) return;
  if (isLoginOnlyPath(context.location.pathname)) await requireMember(context);
  await ensureMenus();
  const { pathname } = context.location;
  const path = findMenuPathByHref(currentMenus(), pathname);
  // A post or the write page of a login-only board is behind the same door as the board.
  const board = /^\/board\/[^/]+/.exec(pathname)?.[0];
  const boardPath = board && board !== pathname ? findMenuPathByHref(currentMenus(), board) : [];
  if ([...path, ...boardPath].some((item) => item.MENU_LOGIN_YN === 'Y')) await requireMember(context);
}
