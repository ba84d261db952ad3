/*
 * What the member has typed into the page's forms since it loaded: a reload the app offers (a new
 * version) asks first while a field still holds typed text, so nothing is lost without a word.
 * Tiny and domain-free: two listeners, no storage.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const typed = new Set<Field>();
let watching = false;

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** Starts noting the fields typed into (once per page). */
export function watchTypedInput(root: Document = document): void {
  if (watching) return;
  watching = true;
  root.addEventListener('input', (event) => {
    if (isField(event.target)) typed.add(event.target);
  }, true);
  // A form sent has nothing left to lose.
  root.addEventListener('submit', (event) => {
    for (const field of typed) if (field.form === event.target) typed.delete(field);
  }, true);
}

/** Does a field on the page still hold what the member typed? */
export function hasTypedInput(): boolean {
  for (const field of typed) {
    if (!field.isConnected) {
      typed.delete(field);
      continue;
    }
    const changed = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? true : field.value.trim() !== '';
    if (changed) return true;
  }
  return false;
}

/** For tests. */
export function forgetTypedInput(): void {
  typed.clear();
}
