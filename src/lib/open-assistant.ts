/*
 * Asks the shell to open the AI assistant panel from a page's own button (the shell's chat host
 * listens; a page cannot reach the app's atoms). `opener` names the button (data-chat-opener) so
 * the focus returns to it when the panel closes.
 */

export const OPEN_ASSISTANT_EVENT = 'gglib:open-assistant';

export function openAssistant(opener: string): void {
  window.dispatchEvent(new CustomEvent<string>(OPEN_ASSISTANT_EVENT, { detail: opener }));
}
