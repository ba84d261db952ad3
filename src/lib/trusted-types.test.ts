import { describe, expect, it } from 'vitest';
import { isOwnScriptUrl } from './trusted-types';

describe('the Trusted Types policy: which script URLs are ours', () => {
  const origin = 'https://library.example';

  it('admits the service worker and built chunks of this origin', () => {
    expect(isOwnScriptUrl('/sw.js', origin, false)).toBe(true);
    expect(isOwnScriptUrl('/assets/chat-markdown.worker-CslguOZf.js', origin, false)).toBe(true);
    expect(isOwnScriptUrl('https://library.example/assets/index-a1.js', origin, false)).toBe(true);
  });

  it('refuses other origins, other paths, credentials and tricks', () => {
    for (const url of [
      'https://evil.example/sw.js',
      '//evil.example/assets/x.js',
      '/uploads/x.js',
      '/assets/../uploads/x.js',
      '/assets/sub/x.js',
      '/assets/x.js?y',
      'data:text/javascript,alert(1)',
      'javascript:alert(1)',
      'blob:https://library.example/1234',
      'https://user:pw@library.example/sw.js',
      '/src/lib/x.ts',
    ]) {
      expect(isOwnScriptUrl(url, origin, false), url).toBe(url === '/assets/x.js?y');
    }
  });

  it('admits the dev server\'s modules only in development', () => {
    expect(isOwnScriptUrl('/src/lib/chat-markdown.worker.ts?worker_file&type=module', origin, true)).toBe(true);
    expect(isOwnScriptUrl('/src/lib/chat-markdown.worker.ts?worker_file&type=module', origin, false)).toBe(false);
  });
});
