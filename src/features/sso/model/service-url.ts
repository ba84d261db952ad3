import type { SsoTarget } from '../../../../contract/auth';
import { isInternalPath, isSafeExternalUrl } from '../../../lib/safe-url';

/** Spec §4: the token goes in the query, ?target=ggpoint&token= or ?type=chaum&token=. */
export function serviceUrl(redirectUrl: string, target: SsoTarget, token: string): string {
  const query = target === 'ggpoint' ? `target=ggpoint&token=${encodeURIComponent(token)}` : `type=chaum&token=${encodeURIComponent(token)}`;
  return `${redirectUrl}${redirectUrl.includes('?') ? '&' : '?'}${query}`;
}

/** A place a member may be sent back to after an SSO logout: this site or an http(s) service. */
export function safeReturnUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (isInternalPath(value)) return value;
  return isSafeExternalUrl(value) ? value : null;
}
