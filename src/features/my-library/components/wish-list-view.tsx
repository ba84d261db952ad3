import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { BRANCHES, type BranchCode } from '../../../../contract/branches';
import { publishYearFits, type Wish } from '../../../../contract/my-library';
import { koLibrary } from '../../../lib/i18n/messages-library-ko';
import type { InputRule } from '../../../lib/input-filter';
import { useInputFilter } from '../../../lib/use-input-filter';
import type { WishFields } from '../model/my-actions';
import { useMyAction } from '../use-my-action';
import { useMyList, usePendingActions } from '../use-my-list';
import { Facts, ItemAction } from './list-parts';
import { ActionNotice, MyListFrame } from './my-list-frame';
import { toDateText } from '../../../lib/date-format';

export type WishPrefill = Partial<Pick<WishFields, 'title' | 'author' | 'publisher' | 'publish_year' | 'isbn' | 'book_key'>>;

type FieldName = 'title' | 'publish_year' | 'isbn';

const PREFILL_KEYS = ['title', 'author', 'publisher', 'publish_year', 'isbn', 'book_key'] as const satisfies readonly (keyof WishPrefill)[];

/**
 * The prefill's given values only. It comes from the address: a value the route refused reads
 * as undefined (the empty field stays), and other words of the address are not the form's.
 */
function prefilled(prefill: WishPrefill): WishPrefill {
  const fields: WishPrefill = {};
  for (const key of PREFILL_KEYS) {
    const value = prefill[key];
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

/** Checks the form as the server will, so a member learns at once what to fix. */
export function checkWish(fields: WishFields): { field: FieldName; message: string } | null {
  if (fields.title.trim() === '') return { field: 'title', message: koLibrary.wishes.titleRequired };
  if (!/^(\d{4})?$/.test(fields.publish_year)) return { field: 'publish_year', message: koLibrary.wishes.yearInvalid };
  if (!publishYearFits(fields.publish_year)) return { field: 'publish_year', message: koLibrary.wishes.yearRange };
  if (!/^(\d{9}[\dX]|\d{13})?$/.test(fields.isbn)) return { field: 'isbn', message: koLibrary.wishes.isbnInvalid };
  return null;
}

/** Spec §5 filters of the form's fields; their bounds are the server's (contract WishRequest). */
const WISH_RULES = {
  year: { kind: 'allowed', letters: false },
  isbn: { kind: 'allowed', letters: false, extra: '-Xx ', label: koLibrary.wishes.isbnChars },
  text: { kind: 'any' },
} as const satisfies Record<string, InputRule>;

function WishForm({ prefill, onSubmit, busy }: { prefill: WishPrefill; onSubmit: (fields: WishFields) => Promise<boolean>; busy: boolean }) {
  const id = useId();
  const empty: WishFields = { title: '', author: '', publisher: '', publish_year: '', isbn: '', book_key: '', branch_code: 'MAIN', note: '' };
  const [fields, setFields] = useState<WishFields>({ ...empty, ...prefilled(prefill) });
  const [error, setError] = useState<{ field: FieldName; message: string } | null>(null);
  const refs = { title: useRef<HTMLInputElement>(null), publish_year: useRef<HTMLInputElement>(null), isbn: useRef<HTMLInputElement>(null) };
  // The bounds are filters, not maxLength attributes: what does not fit is said, not silently cut.
  const filters = {
    title: useInputFilter(WISH_RULES.text, { maxLength: 200 }),
    author: useInputFilter(WISH_RULES.text, { maxLength: 100 }),
    publisher: useInputFilter(WISH_RULES.text, { maxLength: 100 }),
    publish_year: useInputFilter(WISH_RULES.year, { maxLength: 4 }),
    isbn: useInputFilter(WISH_RULES.isbn, { maxLength: 17 }),
    note: useInputFilter(WISH_RULES.text, { maxLength: 500 }),
  };
  const set = (name: keyof typeof filters) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = filters[name].filter(event);
    setFields((current) => ({ ...current, [name]: value }));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cleaned: WishFields = { ...fields, title: fields.title.trim(), author: fields.author.trim(), publisher: fields.publisher.trim(), publish_year: fields.publish_year.trim(), isbn: fields.isbn.replace(/[\s-]/g, '').toUpperCase(), note: fields.note.trim() };
    const problem = checkWish(cleaned);
    setError(problem);
    if (problem) {
      refs[problem.field].current?.focus();
      return;
    }
    if (await onSubmit(cleaned)) setFields(empty);
  };
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  /** The field's own words beside it: its error (when it is the one at fault) and its filter notice. */
  const described = (name: keyof typeof filters) => {
    const invalid = error?.field === name;
    return { 'aria-invalid': invalid ? (true as const) : undefined, 'aria-describedby': invalid ? `${errorId(name)} ${filters[name].noticeId}` : filters[name].noticeId };
  };
  const below = (name: keyof typeof filters) => (
    <div className="form-grid__below">
      {error?.field === name ? (
        <p id={errorId(name)} className="field__error" role="alert">
          {error.message}
        </p>
      ) : null}
      <p {...filters[name].noticeProps} />
    </div>
  );
  return (
    <form className="my-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {koLibrary.wishes.formTitle}
      </h2>
      <p>{koLibrary.wishes.formIntro}</p>
      {fields.book_key ? <p className="notice">{koLibrary.wishes.copyOf}</p> : null}
      <div className="form-grid">
        <label htmlFor={`${id}-t`}>{koLibrary.wishes.title}</label>
        <input id={`${id}-t`} ref={refs.title} value={fields.title} onChange={set('title')} required autoComplete="off" {...described('title')} />
        {below('title')}
        <label htmlFor={`${id}-a`}>{koLibrary.wishes.author}</label>
        <input id={`${id}-a`} value={fields.author} onChange={set('author')} autoComplete="off" {...described('author')} />
        {below('author')}
        <label htmlFor={`${id}-p`}>{koLibrary.wishes.publisher}</label>
        <input id={`${id}-p`} value={fields.publisher} onChange={set('publisher')} autoComplete="off" {...described('publisher')} />
        {below('publisher')}
        <label htmlFor={`${id}-y`}>{koLibrary.wishes.year}</label>
        <input id={`${id}-y`} ref={refs.publish_year} value={fields.publish_year} onChange={set('publish_year')} inputMode="numeric" placeholder={koLibrary.wishes.yearHint} autoComplete="off" {...described('publish_year')} />
        {below('publish_year')}
        <label htmlFor={`${id}-i`}>{koLibrary.wishes.isbn}</label>
        <input id={`${id}-i`} ref={refs.isbn} value={fields.isbn} onChange={set('isbn')} inputMode="numeric" placeholder={koLibrary.wishes.isbnHint} autoComplete="off" {...described('isbn')} />
        {below('isbn')}
        <label htmlFor={`${id}-b`}>{koLibrary.wishes.branch}</label>
        <select id={`${id}-b`} value={fields.branch_code} onChange={(event) => setFields((current) => ({ ...current, branch_code: event.target.value as BranchCode }))}>
          {BRANCHES.map((branch) => (
            <option key={branch.CODE} value={branch.CODE}>
              {branch.NAME}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-n`}>{koLibrary.wishes.note}</label>
        <textarea id={`${id}-n`} value={fields.note} onChange={set('note')} rows={3} {...described('note')} />
        {below('note')}
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {koLibrary.wishes.submit}
        </button>
      </div>
    </form>
  );
}

/** /mypage/bookwish-list: the hope-book form and the requests with their state in words. */
export function WishListView({ userKey, prefill }: { userKey: string; prefill: WishPrefill }) {
  const view = useMyList('wishes', userKey);
  const action = useMyAction(userKey, view.refresh);
  const pending = usePendingActions(userKey);
  const cancel = (item: Wish) => {
    if (!window.confirm(koLibrary.wishes.confirmCancel(item.TITLE))) return;
    void action.run({ type: 'cancel-wish', wishKey: item.WISH_KEY, title: item.TITLE }, koLibrary.wishes.cancelled(item.TITLE), item.WISH_KEY);
  };
  const queuedWishes = pending.filter((p) => p.type === 'wish');
  const form = (
    <>
      <ActionNotice message={action.message} />
      <WishForm prefill={prefill} busy={action.busy !== null} onSubmit={(wish) => action.run({ type: 'wish', wish }, koLibrary.wishes.submitted(wish.title), 'wish')} />
      <h2 className="section-title">{koLibrary.wishes.listTitle}</h2>
      {queuedWishes.length > 0 ? <p className="notice notice--queued">{koLibrary.pendingCount(queuedWishes.length)}</p> : null}
    </>
  );
  return (
    <MyListFrame page="bookwish-list" view={view} before={form}>
      {(data) =>
        data.LIST.length === 0 ? (
          <p className="notice">{koLibrary.wishes.empty}</p>
        ) : (
          <ul className="my-list">
            {data.LIST.map((item) => {
              const waiting = pending.some((p) => p.type === 'cancel-wish' && p.target === item.WISH_KEY);
              return (
                <li key={item.WISH_KEY} className="my-item">
                  <div className="my-item__main">
                    <p className="my-item__title">{item.TITLE}</p>
                    <p className="my-item__meta">{[item.AUTHOR, item.PUBLISHER, item.PUBLISH_YEAR].filter(Boolean).join(' · ')}</p>
                    <p className="status-word">
                      <strong>{koLibrary.wishes.status[item.STATUS]}</strong>
                      {item.STATUS_NOTE ? ` · ${item.STATUS_NOTE}` : ''}
                    </p>
                    <Facts
                      rows={[
                        [koLibrary.wishes.appliedAt, toDateText(item.APPLIED_AT)],
                        [koLibrary.wishes.branch, item.BRANCH_NAME],
                      ]}
                    />
                  </div>
                  <ItemAction
                    waiting={waiting}
                    button={
                      item.STATUS === 'APPLIED'
                        ? { label: koLibrary.wishes.cancelLabel(item.TITLE), text: koLibrary.wishes.cancel, disabled: action.busy !== null, onClick: () => cancel(item) }
                        : null
                    }
                  />
                </li>
              );
            })}
          </ul>
        )
      }
    </MyListFrame>
  );
}
