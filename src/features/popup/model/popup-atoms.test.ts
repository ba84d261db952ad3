import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { Popup } from '../../../../contract/popup';
import { popupsAtom } from './popup-atoms';

const popup = { POPUP_ID: 1 } as unknown as Popup;

describe('popupsAtom', () => {
  it('holds the popups shown and is emptied on close', () => {
    const store = createStore();
    store.set(popupsAtom, [popup]);
    expect(store.get(popupsAtom)).toEqual([popup]);
    store.set(popupsAtom, []);
    expect(store.get(popupsAtom)).toEqual([]);
  });

  it('does not tell its readers when an empty list is emptied again (the dialog closes twice)', () => {
    const store = createStore();
    store.set(popupsAtom, [popup]);
    let changes = 0;
    store.sub(popupsAtom, () => {
      changes++;
    });
    store.set(popupsAtom, []);
    store.set(popupsAtom, []);
    expect(changes).toBe(1);
  });
});
