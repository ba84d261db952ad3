import { describe, expect, it } from 'vitest';
import { androidIntentHref, openInBrowserHref } from './open-in-browser';

const PAGE = 'https://www.gglib.or.kr/search/search-detail/0?bookType=book&bookKey=GGL1#holdings';

describe('openInBrowserHref', () => {
  it('asks KakaoTalk to open the page outside, on both platforms', () => {
    const expected = `kakaotalk://web/openExternal?url=${encodeURIComponent(PAGE)}`;
    expect(openInBrowserHref('kakaotalk', PAGE, { android: true })).toBe(expected);
    expect(openInBrowserHref('kakaotalk', PAGE, { android: false })).toBe(expected);
  });

  it('adds openExternalBrowser=1 for LINE and keeps the page’s own query', () => {
    const href = openInBrowserHref('line', PAGE, { android: false });
    const url = new URL(href ?? '');
    expect(url.searchParams.get('openExternalBrowser')).toBe('1');
    expect(url.searchParams.get('bookKey')).toBe('GGL1');
    expect(url.pathname).toBe('/search/search-detail/0');
  });

  it('gives the other apps on Android an intent for the default browser', () => {
    expect(openInBrowserHref('instagram', PAGE, { android: true })).toBe(
      'intent://www.gglib.or.kr/search/search-detail/0?bookType=book&bookKey=GGL1#Intent;scheme=https;action=android.intent.action.VIEW;category=android.intent.category.BROWSABLE;end',
    );
    expect(openInBrowserHref('naver', 'http://localhost:4331/main', { android: true })).toBe(
      'intent://localhost:4331/main#Intent;scheme=http;action=android.intent.action.VIEW;category=android.intent.category.BROWSABLE;end',
    );
  });

  it('has no way out for the other apps on iOS', () => {
    for (const app of ['naver', 'instagram', 'facebook', 'daum', 'band'] as const) {
      expect(openInBrowserHref(app, PAGE, { android: false })).toBeNull();
    }
  });

  it('names no package, so the member’s default browser opens', () => {
    expect(androidIntentHref(new URL(PAGE))).not.toContain('package=');
  });
});
