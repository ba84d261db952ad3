import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { CSP_DIRECTIVES, serializeCsp } from './security-headers';

/**
 * The shell's own Content-Security-Policy: the app's policy, with `style-src` also allowing the
 * `<style>` elements index.html carries (the build inlines the entry's CSS there; vite.config.ts
 * inlineEntryCss), each by its SHA-256 hash, so no other inline style is admitted.
 */
export function inlineStyleHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function shellContentSecurityPolicy(hashes: readonly string[]): string {
  return serializeCsp({ ...CSP_DIRECTIVES, 'style-src': [...CSP_DIRECTIVES['style-src'], ...hashes] });
}

/**
 * The policy for the index.html at `file`, read again when the file changes (a new build under a
 * running server); null while there is none.
 */
export function shellPolicyReader(file: string): () => string | null {
  let cached: { mtimeMs: number; size: number; policy: string } | null = null;
  return () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.policy;
    const policy = shellContentSecurityPolicy(inlineStyleHashes(readFileSync(file, 'utf8')));
    cached = { mtimeMs: stat.mtimeMs, size: stat.size, policy };
    return policy;
  };
}
