import { describe, expect, it } from 'vitest';
import { accessLogFields } from './access-log-fields';

const android = 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36';
const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

describe('accessLogFields (spec §3)', () => {
  it('fills every field, replacing dots in the previous address with the three-bar marker', () => {
    expect(
      accessLogFields({
        url: 'https://www.gglib.or.kr/contents/hours',
        previousUrl: 'https://www.gglib.or.kr/main?x=1.5',
        pageName: '이용시간·휴관일 | 경기도서관',
        menu: { id: 301, name: '이용시간·휴관일', breadcrumb: '이용안내>이용시간·휴관일' },
        userAgent: android,
      }),
    ).toEqual({
      manage_code: '141674',
      access_device: 'M',
      access_menu_key: '301',
      access_menu_name: '이용시간·휴관일',
      access_page_name: '이용시간·휴관일 | 경기도서관',
      access_url: 'https://www.gglib.or.kr/contents/hours',
      access_prev_url: 'https://www|||gglib|||or|||kr/main?x=1|||5',
    });
  });

  it('sends P for desktops and empty menu fields for pages outside the menu', () => {
    const fields = accessLogFields({ url: 'http://localhost/login', previousUrl: '', pageName: '로그인', menu: { id: null, name: '', breadcrumb: '' }, userAgent: windows });
    expect(fields.access_device).toBe('P');
    expect(fields.access_menu_key).toBe('');
    expect(fields.access_prev_url).toBe('');
  });

  it('keeps within the server limits', () => {
    const long = `http://localhost/${'a'.repeat(3000)}`;
    const fields = accessLogFields({ url: long, previousUrl: long, pageName: 'x'.repeat(300), menu: { id: 1, name: 'y'.repeat(300), breadcrumb: '' }, userAgent: windows });
    expect(fields.access_url.length).toBe(2000);
    expect(fields.access_prev_url.length).toBe(2000);
    expect(fields.access_page_name.length).toBe(200);
    expect(fields.access_menu_name.length).toBe(200);
  });
});
