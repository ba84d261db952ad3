import { isIos, isMobileOrTablet } from '../../lib/user-agent';

/** localStorage key of the remembered 'do not offer again' choice (spec §3 hide-install flag). */
export const HIDE_INSTALL_KEY = 'hide-install';
/** How long to wait for the browser prompt's answer before closing (spec §9: 10 s). */
export const INSTALL_CHOICE_WAIT_MS = 10_000;

/** The browser's install prompt event (Chromium's beforeinstallprompt). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/** Keeps the browser's prompt for later (it may only be shown after a user gesture). */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    for (const listener of listeners) listener();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    for (const listener of listeners) listener();
  });
}

export const installPromptStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): InstallPromptEvent | null => deferred,
};

export type InstallOffer = 'android' | 'ios' | null;

/**
 * Spec §2: on a phone or tablet, not installed, not hidden by the member, and either iOS
 * (instructions) or a browser that can prompt (the install dialog).
 */
export function installOffer(input: { userAgent: string; maxTouchPoints: number; standalone: boolean; hidden: boolean; canPrompt: boolean }): InstallOffer {
  if (input.standalone || input.hidden || !isMobileOrTablet(input.userAgent, input.maxTouchPoints)) return null;
  if (isIos(input.userAgent, input.maxTouchPoints)) return 'ios';
  return input.canPrompt ? 'android' : null;
}

/** Shows the browser's prompt and waits for the answer, at most 10 s. */
export async function runInstallPrompt(event: InstallPromptEvent): Promise<'accepted' | 'dismissed' | 'timeout'> {
  try {
    await event.prompt();
    const answer = await Promise.race([
      event.userChoice.then((choice) => choice.outcome),
      new Promise<'timeout'>((resolve) => window.setTimeout(() => resolve('timeout'), INSTALL_CHOICE_WAIT_MS)),
    ]);
    deferred = null;
    return answer;
  } catch (error) {
    console.error('설치 안내를 띄우지 못했습니다.', error);
    return 'dismissed';
  }
}

export function isInstallHidden(): boolean {
  try {
    return localStorage.getItem(HIDE_INSTALL_KEY) === 'Y';
  } catch {
    return false;
  }
}

export function hideInstall(): void {
  try {
    localStorage.setItem(HIDE_INSTALL_KEY, 'Y');
  } catch {
    // Storage disabled: the offer may come back next time.
  }
}
