import { redirect } from '@tanstack/react-router';
import { currentMenus, ensureMenus } from '../features/menu/load-menus';
import { findMenuPathByHref } from '../features/menu/model/menu-tree';
import { sessionStore } from '../features/session/session-store';
import { ko } from '../lib/i18n/messages-ko';

export interface GuardContext {
  location: { href: string; pathname: string };
  /** beforeLoad also runs for hover preloads: no alert then. */
  preload: boolean;
}

export function isMember(): boolean {
  return sessionStore.getSnapshot().status === 'member';
}

/** Spec §6: the Korean alert, then /login, coming back here after the login. */
export function requireMember({ location, preload }: GuardContext): void {
  if (isMember()) return;
  if (!preload) window.alert(ko.session.loginRequired);
  throw redirect({ to: '/login', search: { returnTo: location.href } });
}

const EXEMPT = /^\/(preview|design)(\/|$)/;

/** Menus marked MENU_LOGIN_YN=Y need login wherever their target lives (spec §6). */
export async function requireMemberForLoginMenus(context: GuardContext): Promise<void> {
  if (isMember() || EXEMPT.test(context.location.pathname)) return;
  await ensureMenus();
  const path = findMenuPathByHref(currentMenus(), context.location.pathname);
  if (path.some((item) => item.MENU_LOGIN_YN === 'Y')) requireMember(context);
}
