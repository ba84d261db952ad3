import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('has working defaults', () => {
    expect(readConfig({}, '/srv/app')).toEqual({
      port: 4173,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      distDir: '/srv/app/dist',
      sessionTimeSeconds: 1800,
      sessionMaxSeconds: 43200,
      databasePoolMax: 10,
      chatRatePerMinute: 20,
      securityContact: 'mailto:security@gglib.example',
      cookieSecure: 'auto',
      trustProxy: false,
      adminToken: undefined,
      vapidSubject: 'mailto:webmaster@gglib.example',
      publicOrigin: 'http://localhost:4173',
    });
  });

  it('reads every variable', () => {
    const config = readConfig(
      {
        PORT: '4399',
        HOST: '127.0.0.1',
        DATA_DIR: '/tmp/d',
        DATABASE_URL: 'postgres://x/y',
        DIST_DIR: 'build',
        SESSION_TIME: '60',
        SESSION_MAX_TIME: '3600',
        DATABASE_POOL_MAX: '25',
        CHAT_RATE_PER_MINUTE: '40',
        COOKIE_SECURE: '1',
        TRUST_PROXY: 'true',
        ADMIN_TOKEN: 'a-long-enough-admin-token',
        VAPID_SUBJECT: 'https://library.example/contact',
        PUBLIC_ORIGIN: 'https://library.example',
        SECURITY_CONTACT: 'https://library.example/contact',
      },
      '/srv/app',
    );
    expect(config).toEqual({
      port: 4399,
      host: '127.0.0.1',
      dataDir: '/tmp/d',
      databaseUrl: 'postgres://x/y',
      distDir: '/srv/app/build',
      sessionTimeSeconds: 60,
      sessionMaxSeconds: 3600,
      databasePoolMax: 25,
      chatRatePerMinute: 40,
      cookieSecure: 'always',
      trustProxy: true,
      adminToken: 'a-long-enough-admin-token',
      vapidSubject: 'https://library.example/contact',
      publicOrigin: 'https://library.example',
      securityContact: 'https://library.example/contact',
    });
  });

  it('takes PUBLIC_ORIGIN only as an origin', () => {
    expect(readConfig({ PORT: '4451' }).publicOrigin).toBe('http://localhost:4451');
    expect(readConfig({ PUBLIC_ORIGIN: 'https://library.example/' }).publicOrigin).toBe('https://library.example');
    for (const value of ['library.example', 'ftp://library.example', 'https://library.example/app', 'https://library.example?x=1']) {
      expect(() => readConfig({ PUBLIC_ORIGIN: value }), value).toThrow(/PUBLIC_ORIGIN 값이 올바르지 않습니다/);
    }
  });

  it('refuses a port that is not a number, in Korean', () => {
    expect(() => readConfig({ PORT: 'http' })).toThrow(/PORT 값이 올바르지 않습니다/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('refuses a session time that is not a positive whole number of seconds', () => {
    for (const value of ['0', '-5', '1.5', '30m', '2592001']) {
      expect(() => readConfig({ SESSION_TIME: value }), value).toThrow(/SESSION_TIME 값이 올바르지 않습니다/);
    }
    expect(readConfig({ SESSION_TIME: ' 2592000 ' }).sessionTimeSeconds).toBe(2592000);
    // The absolute lifetime: 12 hours by default, never below the idle one.
    expect(readConfig({ SESSION_TIME: '86400' }).sessionMaxSeconds).toBe(86400);
    expect(() => readConfig({ SESSION_TIME: '600', SESSION_MAX_TIME: '300' })).toThrow(/SESSION_MAX_TIME 값이 올바르지 않습니다/);
  });

  it('reads the flags as 1/0 and refuses anything else', () => {
    expect(readConfig({ COOKIE_SECURE: '0', TRUST_PROXY: '' })).toMatchObject({ cookieSecure: 'https', trustProxy: false });
    expect(readConfig({ COOKIE_SECURE: '' })).toMatchObject({ cookieSecure: 'auto' });
    expect(() => readConfig({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
    expect(() => readConfig({ TRUST_PROXY: 'on' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses a short ADMIN_TOKEN and a localhost or malformed VAPID_SUBJECT', () => {
    expect(() => readConfig({ ADMIN_TOKEN: 'short' })).toThrow(/ADMIN_TOKEN/);
    expect(() => readConfig({ ADMIN_TOKEN: 'has a space inside it' })).toThrow(/ADMIN_TOKEN/);
    for (const value of ['https://localhost', 'https://127.0.0.1:8443/x', 'mailto:admin@localhost', 'http://library.example', 'webmaster']) {
      expect(() => readConfig({ VAPID_SUBJECT: value }), value).toThrow(/VAPID_SUBJECT 값이 올바르지 않습니다/);
    }
    expect(readConfig({ VAPID_SUBJECT: 'mailto:push@library.example' }).vapidSubject).toBe('mailto:push@library.example');
  });
});
