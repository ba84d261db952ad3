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
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium to launch: CHROME_PATH when set, else Debian's Chromium when installed, else
 * undefined so that Playwright's own download is used (a developer laptop).
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return fromEnv;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/**
 * The Chromium the end-to-end tests launch: E2E_CHROME_PATH when set, else Debian's
 * `chromium-headless-shell` when installed, else {@link chromiumExecutable}.
 *
 * The headless shell is the same Blink, V8 and network stack without the desktop browser around
 * them (Playwright's own default for headless runs). On the CI machines, where every page of fresh
 * memory is slow to fault in, a new browser context costs half the CPU it costs in the full
 * Chromium and a cold load of /main about a quarter less (docs/testing.md). The benches keep the
 * full Chromium: their figures stand for a phone's browser.
 */
export function e2eChromiumExecutable(): string | undefined {
  const fromEnv = process.env.E2E_CHROME_PATH;
  if (fromEnv) return fromEnv;
  return existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : chromiumExecutable();
}

/**
 * Launch options for the tests whose subject needs what only the full browser has (notifications
 * shown by the service worker, the clipboard): `test.use({ launchOptions: FULL_CHROMIUM })`.
 * Without a Debian Chromium, Playwright's own full Chromium (channel 'chromium').
 */
const fullChromium = chromiumExecutable();
export const FULL_CHROMIUM: { executablePath?: string; channel?: string; args: string[] } = fullChromium
  ? { executablePath: fullChromium, args: [...CHROMIUM_ARGS] }
  : { channel: 'chromium', args: [...CHROMIUM_ARGS] };
