import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InAppBrowserPage } from './in-app-browser-page';

const PAGE = 'https://www.gglib.or.kr/notice/3';
const KAKAO_ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-S911N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36;KAKAOTALK 2410420';
const INSTAGRAM_ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Instagram 312.1.0.34.111 Android';
const INSTAGRAM_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 307.0.0.34.111 (iPhone15,3; iOS 17_1; ko_KR)';

afterEach(cleanup);

describe('InAppBrowserPage (888)', () => {
  it('shows the 888 title and explanation with KakaoTalk’s way out', () => {
    render(<InAppBrowserPage app="kakaotalk" pageUrl={PAGE} userAgent={KAKAO_ANDROID} />);
    expect(screen.getByRole('heading', { level: 1, name: '인앱 브라우저로 접속하셨습니다' })).toBeTruthy();
    expect(screen.getByText('Safari, Chrome 등 기본 브라우저로 접속해 주세요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '기본 브라우저로 열기' }).getAttribute('href')).toBe(`kakaotalk://web/openExternal?url=${encodeURIComponent(PAGE)}`);
    expect(screen.getByRole('button', { name: '링크 복사' })).toBeTruthy();
    expect(document.title).toBe('인앱 브라우저로 접속하셨습니다 | 경기도서관');
  });

  it('gives Android apps an intent for the default browser', () => {
    render(<InAppBrowserPage app="instagram" pageUrl={PAGE} userAgent={INSTAGRAM_ANDROID} />);
    expect(screen.getByRole('link', { name: '기본 브라우저로 열기' }).getAttribute('href')).toMatch(/^intent:\/\/www\.gglib\.or\.kr\/notice\/3#Intent;scheme=https;/);
  });

  it('on iOS, where no app lets go, offers only the copy and how to reach Safari', () => {
    render(<InAppBrowserPage app="instagram" pageUrl={PAGE} userAgent={INSTAGRAM_IOS} />);
    expect(screen.queryByRole('link', { name: '기본 브라우저로 열기' })).toBeNull();
    expect(screen.getByRole('button', { name: '링크 복사' })).toBeTruthy();
    expect(screen.getByText(/Safari로 열기/)).toBeTruthy();
  });
});
