import { SSO_RETURN_ORIGINS, type SsoTarget } from '../../../../contract/auth';
import { safeSameSitePath } from '../../../../contract/oidc';

/** Spec §4: the token goes in the query, ?target=ggpoint&token= or ?type=chaum&token=. */
export function serviceUrl(redirectUrl: string, target: SsoTarget, token: string): string {
  const query = target === 'ggpoint' ? `target=ggpoint&token=${encodeURIComponent(token)}` : `type=chaum&token=${encodeURIComponent(token)}`;
  return `${redirectUrl}${redirectUrl.includes('?') ? '&' : '?'}${query}`;
}

/**
 * Where an SSO logout may send the browser back to: a path on this site that the contract's
 * safeSameSitePath accepts (no '//', no backslash, no encoded or whitespace tricks such as
 * '/%09/host'), or an https address on a sister service's origin. Anything else is null.
 */
export function safeReturnUrl(value: string | undefined, origins: readonly string[] = SSO_RETURN_ORIGINS): string | null {
  if (!value) return null;
  if (value.startsWith('/')) return safeSameSitePath(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'https:' && origins.includes(url.origin) && !url.username && !url.password ? url.href : null;
}
