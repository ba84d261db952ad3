import { describe, expect, it, vi } from 'vitest';
import { handleNotificationClick, handlePush, readPayload, targetUrl } from './push';

function windowClient(focused: boolean) {
  const client = {
    focused,
    postMessage: vi.fn(),
    focus: vi.fn(async () => client),
    navigate: vi.fn(async () => client),
  };
  return client;
}

describe('readPayload', () => {
  it('reads title, body and url, defaulting the url to /', () => {
    expect(readPayload(JSON.stringify({ title: '휴관 안내', body: '12월 1일은 휴관합니다.', url: '/notice/3' }))).toEqual({ title: '휴관 안내', body: '12월 1일은 휴관합니다.', url: '/notice/3' });
    expect(readPayload(JSON.stringify({ title: '안내', body: '본문' })).url).toBe('/');
  });

  it('never throws on foreign data', () => {
    expect(readPayload('그냥 글')).toEqual({ title: '경기도서관', body: '그냥 글', url: '/' });
    expect(readPayload(null).title).toBe('경기도서관');
    expect(readPayload(JSON.stringify({ nope: 1 })).body).toContain('nope');
  });
});

describe('targetUrl', () => {
  it('keeps same-origin paths and refuses others', () => {
    expect(targetUrl('/notice/3', 'https://lib.example')).toBe('https://lib.example/notice/3');
    expect(targetUrl(undefined, 'https://lib.example')).toBe('https://lib.example/');
    expect(targetUrl('https://evil.example/x', 'https://lib.example')).toBe('https://lib.example/');
    expect(targetUrl('//evil.example/x', 'https://lib.example')).toBe('https://lib.example/');
  });
});

describe('handlePush', () => {
  const payload = { title: '새 소식', body: '본문', url: '/news/1' };

  it('shows a notification with icon and url when no window is focused', async () => {
    const show = vi.fn(async () => undefined);
    const result = await handlePush(payload, { windows: async () => [windowClient(false) as unknown as WindowClient], show });
    expect(result).toBe('shown');
    expect(show).toHaveBeenCalledWith('새 소식', expect.objectContaining({ body: '본문', icon: '/icons/icon-192.png', data: { url: '/news/1' } }));
  });

  it('hands it to a focused window instead, without a duplicate notification', async () => {
    const show = vi.fn(async () => undefined);
    const focused = windowClient(true);
    const result = await handlePush(payload, { windows: async () => [windowClient(false) as unknown as WindowClient, focused as unknown as WindowClient], show });
    expect(result).toBe('foreground');
    expect(show).not.toHaveBeenCalled();
    expect(focused.postMessage).toHaveBeenCalledWith({ type: 'gglib:push', payload });
  });
});

describe('handleNotificationClick', () => {
  it('focuses an open window and navigates it', async () => {
    const client = windowClient(false);
    const open = vi.fn(async () => null);
    expect(await handleNotificationClick('https://lib.example/notice/3', { windows: async () => [client as unknown as WindowClient], open })).toBe('focused');
    expect(client.focus).toHaveBeenCalled();
    expect(client.navigate).toHaveBeenCalledWith('https://lib.example/notice/3');
    expect(open).not.toHaveBeenCalled();
  });

  it('still navigates when the browser refuses the focus', async () => {
    const client = windowClient(false);
    client.focus.mockRejectedValueOnce(new Error('Not allowed to focus a window.'));
    expect(await handleNotificationClick('https://lib.example/notice/3', { windows: async () => [client as unknown as WindowClient], open: vi.fn(async () => null) })).toBe('focused');
    expect(client.navigate).toHaveBeenCalledWith('https://lib.example/notice/3');
  });

  it('opens a window when none is open', async () => {
    const open = vi.fn(async () => null);
    expect(await handleNotificationClick('https://lib.example/', { windows: async () => [], open })).toBe('opened');
    expect(open).toHaveBeenCalledWith('https://lib.example/');
  });
});
