import { describe, expect, it } from 'vitest';
import { deviceKind, inAppBrowser, isBotUserAgent, type InAppBrowser } from './user-agent';

describe('user agent', () => {
  it('recognises bots and audit tools', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 Chrome-Lighthouse')).toBe(true);
    expect(isBotUserAgent('facebookexternalhit/1.1')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36')).toBe(false);
  });

  it('tells mobile from PC', () => {
    expect(deviceKind('Mozilla/5.0 (Linux; Android 14; SM-S918N) Mobile Safari/537.36')).toBe('M');
    expect(deviceKind('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('M');
    expect(deviceKind('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/156.0')).toBe('P');
  });
});

/** User agents as each app sends them (Android web view and iOS WKWebView). */
const IN_APP: ReadonlyArray<readonly [InAppBrowser, string]> = [
  ['kakaotalk', 'Mozilla/5.0 (Linux; Android 13; SM-S911N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36;KAKAOTALK 2410420'],
  ['kakaotalk', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.5.0'],
  ['naver', 'Mozilla/5.0 (Linux; Android 13; SM-S908N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.1.13)'],
  ['naver', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NAVER(inapp; search; 2000; 12.1.1; 14PRO)'],
  ['naver', 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NAVER(inapp; blog; 100; 6.5.3)'],
  ['daum', 'Mozilla/5.0 (Linux; Android 12; SM-N976N Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 DaumApps/6.9.8 DaumDevice/mobile'],
  ['daum', 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 DaumApps/6.9.8 DaumDevice/mobile'],
  ['band', 'Mozilla/5.0 (Linux; Android 13; SM-F711N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.43 Mobile Safari/537.36 BAND/13.4.2 (ko_KR; SM-F711N; samsung)'],
  ['line', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.21.0'],
  ['line', 'Mozilla/5.0 (Linux; Android 13; SM-A536N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.43 Mobile Safari/537.36 Line/13.21.1/IAB'],
  ['instagram', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 307.0.0.34.111 (iPhone15,3; iOS 17_1; ko_KR; ko; scale=3.00; 1290x2796; 531141383)'],
  ['instagram', 'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Instagram 312.1.0.34.111 Android (34/14; 480dpi; 1080x2115; samsung; SM-S918N; dm3q; qcom; ko_KR; 548323757)'],
  ['facebook', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/442.0.0.45.109;FBBV/538466421;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1.1;FBSS/3;FBID/phone;FBLC/ko_KR;FBOP/5]'],
  ['facebook', 'Mozilla/5.0 (Linux; Android 13; SM-G991N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/443.0.0.23.229;]'],
  ['facebook', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/432.0.0.38.109;FBBV/520145633;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/17.0]'],
  ['wechat', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/ko'],
  ['tiktok', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_32.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/ko Region/KR isDarkMode/0 WKWebView/1 RevealType/Dialog BytedanceWebview/d8a21c6'],
];

/** Full browsers, including Korea's own, and a plain web view: never the 888 page. */
const BROWSERS: readonly string[] = [
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; SM-S908N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Whale/3.23.214.10 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; SM-S908N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Online/1',
];

describe('inAppBrowser', () => {
  it.each(IN_APP)('finds %s', (app, userAgent) => {
    expect(inAppBrowser(userAgent)).toBe(app);
  });

  it.each(BROWSERS)('leaves a full browser alone: %s', (userAgent) => {
    expect(inAppBrowser(userAgent)).toBeNull();
  });

  it('never treats a crawler as in-app (bots get no error page)', () => {
    // The spec's bot rule matches "google" anywhere: TikTok's Play Store build says
    // Channel/googleplay and so counts as a bot (no error page at all), as the rule reads.
    expect(inAppBrowser('Mozilla/5.0 (Linux; Android 13; wv) Mobile Safari/537.36 musical_ly Channel/googleplay BytedanceWebview/d8a21c6')).toBeNull();
    expect(inAppBrowser('facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)')).toBeNull();
    expect(inAppBrowser('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) FBAV/1')).toBeNull();
  });
});
