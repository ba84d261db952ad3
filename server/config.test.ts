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
      cookieSecure: false,
      trustProxy: false,
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
        COOKIE_SECURE: '1',
        TRUST_PROXY: 'true',
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
      cookieSecure: true,
      trustProxy: true,
    });
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
  });

  it('reads the flags as 1/0 and refuses anything else', () => {
    expect(readConfig({ COOKIE_SECURE: '0', TRUST_PROXY: '' })).toMatchObject({ cookieSecure: false, trustProxy: false });
    expect(() => readConfig({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
    expect(() => readConfig({ TRUST_PROXY: 'on' })).toThrow(/TRUST_PROXY/);
  });
});
