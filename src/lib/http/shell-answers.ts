import { SHELL_ANSWERS_ELEMENT_ID } from '../../../contract/shell-answers';

/*
 * Answers the server put in the app shell it sent (contract/shell-answers.ts): a JSON data block,
 * read once and removed from the document. Each answer is given out once, so a later call of the
 * same kind (a revalidation) asks the API. Nothing here trusts the values: request() checks each
 * with the call's own schema, as it checks an answer from the network.
 */

let carried: Map<string, unknown> | null = null;

/**
 * Whether this document came from the server now. A back or forward navigation may take it from
 * the HTTP cache without asking (transferSize 0): its answers are of another moment, and taking
 * them could put older menus over newer ones already on the device. A 304 is fine: the server
 * found the answers unchanged (the shell's ETag covers them).
 */
function fetchedNow(): boolean {
  const [entry] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
  const size: unknown = entry && 'transferSize' in entry ? entry.transferSize : undefined;
  return typeof size !== 'number' || size > 0;
}

function readBlock(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const element = globalThis.document?.getElementById(SHELL_ANSWERS_ELEMENT_ID);
  if (!element) return found;
  element.remove();
  if (!fetchedNow()) return found;
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, value] of Object.entries(parsed)) found.set(key, value);
    }
  } catch {
    // A broken block carries nothing: the app asks the API.
  }
  return found;
}

/** The answer carried under `key`, once; undefined when the shell carried none. */
export function takeShellAnswer(key: string): unknown {
  carried ??= readBlock();
  const value = carried.get(key);
  carried.delete(key);
  return value;
}

/** Tests only: read the document's block again. */
export function resetShellAnswersForTests(): void {
  carried = null;
}
