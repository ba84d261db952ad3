import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSecretFile, readIfExists } from '../push/secrets';

/**
 * Signed, expiring preview links (issue 18, finding 1). A draft page or a board's unpublished posts
 * are shown only to a request carrying `preview_token` = `{expiry seconds}.{HMAC-SHA256}` over the
 * target and the expiry, with a server secret kept in DATA_DIR. Without a valid token, preview_yn Y
 * answers as N (published only).
 */
export const PREVIEW_SECRET_FILE = 'preview-secret';

/** A link's default and longest lifetime. */
export const PREVIEW_TOKEN_DEFAULT_SECONDS = 7 * 24 * 60 * 60;
export const PREVIEW_TOKEN_MAX_SECONDS = 30 * 24 * 60 * 60;

/** What one token opens: a CMS page (contents or custom) or a board with its posts. */
export type PreviewTarget = { kind: 'contents' | 'custom'; word: string } | { kind: 'board'; code: string };

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const targetText = (target: PreviewTarget): string => (target.kind === 'board' ? `board:${target.code}` : `${target.kind}:${target.word}`);

export interface PreviewTokens {
  /** A token for target valid for `seconds` from `now` (ms). */
  sign(target: PreviewTarget, now: number, seconds?: number): string;
  /** Whether token opens target at `now` (ms). */
  verify(target: PreviewTarget, token: string | undefined, now: number): boolean;
}

export function previewTokens(secret: Buffer): PreviewTokens {
  if (secret.length < 32) throw new Error('미리보기 비밀 키가 너무 짧습니다 (32바이트 이상).');
  const mac = (target: PreviewTarget, expiry: number) =>
    createHmac('sha256', secret).update(`gglib-preview\n${targetText(target)}\n${expiry}`).digest();
  return {
    sign(target, now, seconds = PREVIEW_TOKEN_DEFAULT_SECONDS) {
      const lifetime = Math.min(Math.max(1, Math.floor(seconds)), PREVIEW_TOKEN_MAX_SECONDS);
      const expiry = Math.floor(now / 1000) + lifetime;
      return `${expiry}.${mac(target, expiry).toString('base64url')}`;
    },
    verify(target, token, now) {
      const match = token ? TOKEN.exec(token) : null;
      if (!match?.[1] || !match[2]) return false;
      const expiry = Number(match[1]);
      if (expiry * 1000 <= now || expiry * 1000 > now + PREVIEW_TOKEN_MAX_SECONDS * 1000) return false;
      return timingSafeEqual(mac(target, expiry), Buffer.from(match[2], 'base64url'));
    },
  };
}

/** `${dataDir}/preview-secret` (32 random bytes, base64url, mode 600), made when missing. */
export function loadOrCreatePreviewSecret(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, PREVIEW_SECRET_FILE);
  createSecretFile(path, `${randomBytes(32).toString('base64url')}\n`);
  const text = readIfExists(path)?.trim() ?? '';
  const secret = Buffer.from(text, 'base64url');
  if (!/^[A-Za-z0-9_-]{43,}$/.test(text) || secret.length < 32) {
    throw new Error(`미리보기 비밀 키 파일이 올바르지 않습니다: ${path}. 파일을 지우면 새 키를 만듭니다(보낸 미리보기 링크는 더 이상 열리지 않습니다).`);
  }
  return secret;
}

/** The portal address of a preview page with its token (what `npm run preview-link` prints). */
export function previewPath(target: PreviewTarget, token: string): string {
  const path = target.kind === 'board' ? `/preview/board/${target.code}` : `/preview/${target.kind}/${target.word}`;
  return `${path}?token=${encodeURIComponent(token)}`;
}
