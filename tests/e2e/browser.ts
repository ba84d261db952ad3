import { existsSync } from 'node:fs';

/**
 * Chromium flags for every browser the tests and benches launch. Without the background-networking
 * flags Chromium keeps calling home and floods the closed network (toolchain.md, trap 4).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium to launch: CHROME_PATH when set, else Debian's Chromium when installed, else
 * undefined so that Playwright's own download is used (a developer laptop).
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return fromEnv;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}
