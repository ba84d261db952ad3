/*
 * Spec §4's merge-user marker, the part the router needs before a merge page loads (kept small:
 * it is in the `routing` chunk of vite.config.ts). The marker is sessionStorage 'merge-user'; see
 * merge-state.ts for what it holds.
 */

export const MERGE_MARKER_KEY = 'merge-user';
export const MERGE_LOGIN_PATH = '/merge-user/login';

/** The marker's stored text, or null (also when sessionStorage is not available). */
export function readMergeMarker(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(MERGE_MARKER_KEY);
  } catch {
    return null;
  }
}

export function hasMergeMarker(): boolean {
  return readMergeMarker() !== null;
}

/** Whether the marker holds a proof and a finished merge (without reading the rest). */
export function markerFacts(): { marked: boolean; proof: boolean; done: boolean } {
  const raw = readMergeMarker();
  if (raw === null) return { marked: false, proof: false, done: false };
  try {
    const value = JSON.parse(raw) as { proof?: unknown; done?: unknown };
    return { marked: true, proof: typeof value.proof === 'string' && value.proof.length > 0, done: typeof value.done === 'object' && value.done !== null };
  } catch {
    return { marked: true, proof: false, done: false };
  }
}

/**
 * Merge pages anyone may open, marker or not: the login, its way back, finding one's id, the
 * certification's return pages (a popup or a provider's redirect lands there) and the SSO logout
 * a sister service calls (it acts only on the member's own key and ends at the login).
 */
const OPEN_PAGES: readonly string[] = [
  MERGE_LOGIN_PATH,
  '/merge-user/login-back',
  '/merge-user/find-info',
  '/merge-user/join/kmc-result',
  '/merge-user/join/kmc-ipinresult',
  '/merge-user/sso-logout',
];

/** Pages a visitor in the flow (with the marker) may open: the join that makes the account to keep, and its resident verification. */
const VISITOR_PREFIXES: readonly string[] = ['/merge-user/join', '/merge-user/gyeonggi-citizen'];

/**
 * Where a merge page sends the browser before it renders, or null. Without the marker only the
 * open pages open; the join's need the marker; the rest a member too, and the consent and the
 * preview a proof.
 */
export function mergeGate(pathname: string, state: { marked: boolean; member: boolean; proof: boolean; done: boolean }): string | null {
  const page = pathname.replace(/\/+$/, '');
  if (OPEN_PAGES.includes(page)) return null;
  if (!state.marked) return MERGE_LOGIN_PATH;
  if (VISITOR_PREFIXES.some((prefix) => page === prefix || page.startsWith(`${prefix}/`))) return null;
  if (!state.member) return MERGE_LOGIN_PATH;
  if ((page.endsWith('/woongjin-agree-yn') || page.endsWith('/total-join')) && !state.proof) return '/merge-user/anyId';
  if (page.endsWith('/done') && !state.done) return MERGE_LOGIN_PATH;
  return null;
}

/** Sets the marker if it is not there (entering the merge pages). */
export function markMergeFlow(): void {
  try {
    if (readMergeMarker() === null) sessionStorage.setItem(MERGE_MARKER_KEY, '{}');
  } catch {
    // No sessionStorage: every merge page but the first then starts again at /merge-user/login.
  }
}

export function clearMergeFlow(): void {
  try {
    sessionStorage.removeItem(MERGE_MARKER_KEY);
  } catch {
    // Nothing was kept.
  }
}
