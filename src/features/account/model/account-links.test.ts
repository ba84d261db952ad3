import { describe, expect, it } from 'vitest';
import { linkRows, linkStartUrl } from './account-links';

describe('linkRows', () => {
  it('shows naver and google always, Any-ID only when linked, in a fixed order', () => {
    expect(linkRows([]).map((row) => [row.provider, row.link])).toEqual([
      ['naver', null],
      ['google', null],
    ]);
    const rows = linkRows([
      { PROVIDER: 'google', NAME: '김경기', LINKED_AT: '2026-03-02T01:00:00.000Z' },
      { PROVIDER: 'anyid', NAME: '김경기', LINKED_AT: '2026-01-05T01:00:00.000Z' },
    ]);
    expect(rows.map((row) => row.provider)).toEqual(['anyid', 'naver', 'google']);
    expect(rows[0]).toEqual({ provider: 'anyid', link: { name: '김경기', linkedAt: '2026-01-05T01:00:00.000Z' }, connectUrl: null, unlink: 'inline' });
    expect(rows[2]?.link?.name).toBe('김경기');
  });

  it('connects through /oidc/link back at the provider’s page, and unlinks naver on its own page', () => {
    expect(linkStartUrl('naver')).toBe('/oidc/link/naver?returnTo=%2Fsns-callback%2Fnaver-link');
    expect(linkStartUrl('google')).toBe('/oidc/link/google?returnTo=%2Fsns-callback%2Fgoogle-link');
    const [naver, google] = linkRows([]);
    expect(naver?.unlink).toBe('page');
    expect(google?.unlink).toBe('inline');
    expect(naver?.connectUrl).toBe(linkStartUrl('naver'));
  });

  it('ignores a link of an unknown provider', () => {
    expect(linkRows([{ PROVIDER: '', NAME: 'x', LINKED_AT: '' }]).map((row) => row.link)).toEqual([null, null]);
  });
});
