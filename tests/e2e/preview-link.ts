import { loadOrCreatePreviewSecret, previewPath, previewTokens, type PreviewTarget } from '../../server/auth/preview-token';

/**
 * Test-only: a signed preview address (issue 18) made with the secret the e2e server keeps in
 * E2E_DATA_DIR (playwright.config.ts), as `npm run preview-link` makes one from DATA_DIR.
 */
export function signedPreviewPath(target: PreviewTarget): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR가 없습니다 (playwright.config.ts가 정합니다).');
  return previewPath(target, previewTokens(loadOrCreatePreviewSecret(dataDir)).sign(target, Date.now(), 3600));
}
