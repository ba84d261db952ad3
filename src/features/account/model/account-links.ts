import { accountPaths, type AccountFlow } from './account-paths';
import { OIDC_PROVIDERS, SOCIAL_LINK_PAGES, type AccountLinksResponse, type OidcProvider, type SocialLinkProvider } from '../../../../contract/oidc';

/*
 * 나의 정보's 연결된 계정 (issue 16 part 2): which provider rows the section shows, which can be
 * connected from here (naver, google: GET /oidc/link/{provider}, back at its /sns-callback page)
 * and where each unlink is confirmed (naver on its own page, /sns-callback/naver-unlink; the others
 * in place).
 */

export interface LinkRow {
  provider: OidcProvider;
  /** The link, when there is one: the provider's name for the person and when it was linked (ISO). */
  link: { name: string; linkedAt: string } | null;
  /** The address that starts a link of this provider here, or null (Any-ID links through its own login). */
  connectUrl: string | null;
  /** Where its unlink is confirmed. */
  unlink: 'page' | 'inline';
}

const isLinkProvider = (provider: OidcProvider): provider is SocialLinkProvider => provider in SOCIAL_LINK_PAGES;

/** GET /oidc/link/{provider} coming back to the provider's link page. */
export const linkStartUrl = (provider: SocialLinkProvider, flow: AccountFlow = 'main'): string =>
  `/oidc/link/${provider}?returnTo=${encodeURIComponent(flow === 'main' ? SOCIAL_LINK_PAGES[provider] : accountPaths(flow).linkBack[provider])}`;

/** The page that confirms a provider's unlink, when it has one. */
export const UNLINK_PAGES: Partial<Record<OidcProvider, '/sns-callback/naver-unlink'>> = { naver: '/sns-callback/naver-unlink' };

/** The rows in a fixed order: every provider that can be connected here, and any other that is linked. */
export function linkRows(list: AccountLinksResponse['LIST'], flow: AccountFlow = 'main'): LinkRow[] {
  const rows: LinkRow[] = [];
  for (const provider of OIDC_PROVIDERS) {
    const found = list.find((item) => item.PROVIDER === provider);
    const connectable = isLinkProvider(provider);
    if (!found && !connectable) continue;
    rows.push({
      provider,
      link: found ? { name: found.NAME, linkedAt: found.LINKED_AT } : null,
      connectUrl: connectable ? linkStartUrl(provider, flow) : null,
      unlink: UNLINK_PAGES[provider] ? 'page' : 'inline',
    });
  }
  return rows;
}
