/** The parts of a keyboard event that decide whether Enter sends. */
export interface EnterKeyEvent {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
  keyCode?: number;
}

/**
 * Enter sends; Shift+Enter makes a new line; nothing sends while an IME is composing (Korean
 * input confirms the last syllable with Enter: isComposing, or keyCode 229 in older engines).
 */
export function shouldSendOnEnter(event: EnterKeyEvent): boolean {
  if (event.key !== 'Enter' || event.shiftKey) return false;
  if (event.isComposing || event.keyCode === 229) return false;
  return true;
}

/** Send is ignored when the trimmed text is empty or an answer is in progress (spec §5). */
export function canSend(text: string, answering: boolean): boolean {
  return !answering && text.trim() !== '';
}
