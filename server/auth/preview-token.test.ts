import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewLink } from '../preview-link-cli';
import { loadOrCreatePreviewSecret, PREVIEW_SECRET_FILE, previewTokens } from './preview-token';

describe('preview links (issue 18)', () => {
  it('keeps one secret in DATA_DIR (mode 600) and the CLI signs links the server accepts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gglib-preview-'));
    try {
      const secret = loadOrCreatePreviewSecret(dataDir);
      expect(loadOrCreatePreviewSecret(dataDir).equals(secret)).toBe(true);
      expect((await stat(join(dataDir, PREVIEW_SECRET_FILE))).mode & 0o777).toBe(0o600);
      expect(await readFile(join(dataDir, PREVIEW_SECRET_FILE), 'utf8')).not.toBe('');

      const now = Date.parse('2026-03-02T09:00:00Z');
      const link = previewLink(['contents', 'smart-library-draft', '2'], { DATA_DIR: dataDir, PORT: '4180' }, now);
      const url = new URL(link);
      expect(url.origin).toBe('http://localhost:4180');
      expect(url.pathname).toBe('/preview/contents/smart-library-draft');
      const token = url.searchParams.get('token') ?? '';
      const previews = previewTokens(secret);
      const target = { kind: 'contents', word: 'smart-library-draft' } as const;
      expect(previews.verify(target, token, now)).toBe(true);
      expect(previews.verify(target, token, now + 2 * 3600 * 1000)).toBe(false);
      expect(previews.verify({ kind: 'custom', word: 'smart-library-draft' }, token, now)).toBe(false);
      expect(new URL(previewLink(['board', 'notice'], { DATA_DIR: dataDir }, now)).pathname).toBe('/preview/board/notice');
      expect(() => previewLink(['pages', 'x'], { DATA_DIR: dataDir }, now)).toThrow(/preview-link/);
      expect(() => previewLink(['contents', '../x'], { DATA_DIR: dataDir }, now)).toThrow(/preview-link/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a token that claims a lifetime beyond the longest allowed', () => {
    const previews = previewTokens(Buffer.alloc(32, 7));
    const target = { kind: 'board', code: 'notice' } as const;
    const now = Date.now();
    expect(previews.verify(target, previews.sign(target, now + 60 * 24 * 3600 * 1000), now)).toBe(false);
    expect(previews.verify(target, previews.sign(target, now, 3600), now)).toBe(true);
  });
});
