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
    });
  });

  it('reads every variable', () => {
    const config = readConfig(
      { PORT: '4399', HOST: '127.0.0.1', DATA_DIR: '/tmp/d', DATABASE_URL: 'postgres://x/y', DIST_DIR: 'build' },
      '/srv/app',
    );
    expect(config).toEqual({
      port: 4399,
      host: '127.0.0.1',
      dataDir: '/tmp/d',
      databaseUrl: 'postgres://x/y',
      distDir: '/srv/app/build',
    });
  });

  it('refuses a port that is not a number, in Korean', () => {
    expect(() => readConfig({ PORT: 'http' })).toThrow(/PORT 값이 올바르지 않습니다/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
