import { expect, type Page } from '@playwright/test';

/*
 * The portal's own alert (src/app/alert-dialog.tsx) as a person meets it: a dialog with the
 * alert's words, the focus on 확인, pressed to go on. It replaced the browser's window.alert(), so
 * tests find it by role and text instead of waiting for a 'dialog' event.
 */

/** The alert showing `message` (its accessible name is its text: the whole of it, or a pattern). */
export function alertDialog(page: Page, message: string | RegExp) {
  return page.getByRole('alertdialog', { name: message, exact: true });
}

/** Waits for the alert with `message`, checks the focus is on 확인, and presses it. */
export async function acceptAlert(page: Page, message: string | RegExp, options: { timeout?: number } = {}): Promise<void> {
  const dialog = alertDialog(page, message);
  await expect(dialog).toBeVisible(options);
  const ok = dialog.getByRole('button', { name: '확인' });
  await expect(ok).toBeFocused();
  await ok.click();
  await expect(dialog).toBeHidden();
}

/** No alert is showing (and none waits its turn: one would show as soon as the last closed). */
export async function expectNoAlert(page: Page): Promise<void> {
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}
