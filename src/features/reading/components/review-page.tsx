import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { REVIEW_LIMITS } from '../../../../contract/reading';
import { charCount } from '../../../../contract/text-length';
import { Pagination } from '../../../components/ui/pagination';
import { RouteLink } from '../../../components/ui/route-link';
import { Freshness, StoredView } from '../../../components/ui/stored-view';
import { ko } from '../../../lib/i18n/messages-ko';
import { koReading } from '../../../lib/i18n/messages-reading-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loginLink } from '../../../links/account-links';
import { bookLink } from '../../../links/catalogue-links';
import { reviewLink } from '../../../links/reading-links';
import { insertReview, REVIEW_KIND } from '../api/reading-calls';
import { READING_Q_MAX } from '../model/reading-search';
import { momentText } from '../model/reading-text';
import { reviewListResource, usePendingReading, useReview, useReviewList } from '../reading-data';
import { Paragraphs } from './reading-parts';
import { revalidate } from '../../../data/resource';
import { useQueuedWriteGone } from '../../../data/use-outbox';
import '../reading.css';

const t = koReading.review;
const c = koReading.common;

export interface ReviewSearch {
  q?: string | undefined;
  page?: number | undefined;
  id?: number | undefined;
  write?: 'Y' | undefined;
}

/**
 * /ever-reading/reading-helper/review: the list, one review (?id=) or the form (?write=Y). The
 * route may give the list a banner above its title and a part after it (the contest's pictures).
 */
export function ReviewPage({ search, userKey, banner, after }: { search: ReviewSearch; userKey: string | null; banner?: ReactNode; after?: ReactNode }) {
  if (search.write === 'Y') return <ReviewWrite userKey={userKey} />;
  if (search.id !== undefined) return <ReviewRead id={search.id} />;
  return <ReviewList q={search.q ?? ''} page={search.page ?? 1} userKey={userKey} banner={banner} after={after} />;
}

function listLink(q: string, page: number) {
  return reviewLink({ q: q || undefined, page: page > 1 ? page : undefined });
}

function ReviewList({ q, page, userKey, banner, after }: { q: string; page: number; userKey: string | null; banner?: ReactNode; after?: ReactNode }) {
  useDocumentTitle(t.title, ko.app.name);
  const view = useReviewList({ q, page });
  const pending = usePendingReading(REVIEW_KIND, userKey ?? '');
  // A review written offline has been sent (the outbox shrank): the list now has it.
  const previous = useRef(pending.length);
  const { refresh } = view;
  useEffect(() => {
    if (pending.length < previous.current) refresh();
    previous.current = pending.length;
  }, [pending.length, refresh]);
  const router = useRouter();
  const [keyword, setKeyword] = useState(q);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void router.navigate(listLink(keyword.trim(), 1));
  };
  return (
    <div className="container reading">
      {banner}
      <h1 className="page-title">{t.title}</h1>
      <p className="page-intro">{t.intro}</p>
      {pending.length > 0 ? (
        <section className="notice notice--queued" aria-label={t.pending}>
          <p>{t.pending}</p>
          <ul>
            {pending.map((write, index) => (
              <li key={index}>{typeof write.body.title === 'string' ? write.body.title : ''}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <form className="board-search" role="search" aria-label={t.searchLabel} onSubmit={submit}>
        <label htmlFor={`${id}-q`} className="sr-only">
          {c.keyword}
        </label>
        <input id={`${id}-q`} type="search" value={keyword} maxLength={READING_Q_MAX} placeholder={t.keywordPlaceholder} onChange={(event) => setKeyword(event.target.value)} />
        <button type="submit" className="button">
          {c.search}
        </button>
      </form>
      <StoredView view={view} labels={c}>
        {(data) => (
          <>
            <p id={`${id}-count`} className="board__count" role="status">
              {q ? c.resultCount(q, data.TOTAL_COUNT) : c.count(data.TOTAL_COUNT)}
            </p>
            {data.LIST.length === 0 ? (
              <p className="notice">{q ? c.noResults : t.empty}</p>
            ) : (
              <ul className="board-list">
                {data.LIST.map((review) => (
                  <li key={review.REVIEW_ID} className="board-list__item">
                    <RouteLink className="board-list__title" {...reviewLink({ id: review.REVIEW_ID })}>
                      {review.TITLE}
                    </RouteLink>
                    <p className="review__book">
                      {t.book}: {review.BOOK_TITLE}
                      {review.BOOK_AUTHOR ? ` (${review.BOOK_AUTHOR})` : ''}
                    </p>
                    {review.EXCERPT ? <p className="review__excerpt">{review.EXCERPT}</p> : null}
                    <p className="board-list__meta">
                      <span>
                        <span className="sr-only">{t.writer} </span>
                        {review.WRITER}
                      </span>
                      <time dateTime={review.CREATED_AT}>{momentText(review.CREATED_AT)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <Pagination<ReturnType<typeof listLink>>
              current={data.PAGE}
              total={data.TOTAL_COUNT}
              size={data.SIZE}
              linkFor={(n) => listLink(q, n)}
              focusAfterPaging={`${id}-count`}
              labels={{
                name: c.pages,
                previous: c.previousPage,
                next: c.nextPage,
                page: c.pageN,
              }}
            />
          </>
        )}
      </StoredView>
      <div className="form-actions">
        <RouteLink className="button" {...reviewLink({ write: 'Y' })}>
          {t.write}
        </RouteLink>
      </div>
      {after}
    </div>
  );
}

function ReviewRead({ id }: { id: number }) {
  const view = useReview(id);
  const review = view.stored?.data.REVIEW;
  useDocumentTitle(review?.TITLE ?? t.readTitle, ko.app.name);
  return (
    <div className="container reading">
      {review && view.status !== 'missing' ? null : <h1 className="page-title">{t.readTitle}</h1>}
      <StoredView view={view} labels={c} freshness={false}>
        {({ REVIEW: data }) => (
          <article className="review">
            <p className="club__kind">{t.title}</p>
            <h1 className="page-title">{data.TITLE}</h1>
            {view.stored ? <Freshness fetchedAt={view.stored.fetchedAt} status={view.status} onRefresh={view.refresh} labels={c} /> : null}
            <dl className="info-list">
              <div className="info-list__row">
                <dt>{t.book}</dt>
                <dd>
                  {data.BOOK_TITLE}
                  {data.BOOK_AUTHOR ? ` (${data.BOOK_AUTHOR})` : ''}
                  {data.BOOK_KEY ? (
                    <>
                      {' '}
                      <RouteLink {...bookLink(data.BOOK_KEY)}>{t.inCatalogue}</RouteLink>
                    </>
                  ) : null}
                </dd>
              </div>
              <div className="info-list__row">
                <dt>{t.writer}</dt>
                <dd>{data.WRITER}</dd>
              </div>
              <div className="info-list__row">
                <dt>{t.written}</dt>
                <dd>
                  <time dateTime={data.CREATED_AT}>{momentText(data.CREATED_AT)}</time>
                </dd>
              </div>
            </dl>
            <Paragraphs text={data.BODY} className="review__body" />
          </article>
        )}
      </StoredView>
      <div className="form-actions">
        <RouteLink className="button button--secondary" {...reviewLink()}>
          {c.backToList}
        </RouteLink>
      </div>
    </div>
  );
}

type Field = 'title' | 'bookTitle' | 'bookAuthor' | 'body';
const SERVER_FIELDS: Record<string, Field> = {
  title: 'title',
  book_title: 'bookTitle',
  book_author: 'bookAuthor',
  body: 'body',
};
const L = REVIEW_LIMITS;

/** The form's own checks, the same bounds as the server's (contract REVIEW_LIMITS). */
export function reviewErrors(draft: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const title = charCount(draft.title.trim());
  if (title < L.title.min || title > L.title.max) errors.title = t.errors.title(L.title.min, L.title.max);
  if (draft.bookTitle.trim() === '' || charCount(draft.bookTitle.trim()) > L.bookTitle.max) errors.bookTitle = t.errors.bookTitle;
  if (charCount(draft.bookAuthor.trim()) > L.bookAuthor.max) errors.bookAuthor = t.errors.bookAuthor(L.bookAuthor.max);
  const body = charCount(draft.body.trim());
  if (body < L.body.min || body > L.body.max) errors.body = t.errors.body(L.body.min, L.body.max);
  return errors;
}

function ReviewWrite({ userKey }: { userKey: string | null }) {
  useDocumentTitle(t.writeTitle, ko.app.name);
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <div className="container narrow reading">
      <h1 className="page-title">{t.writeTitle}</h1>
      {userKey === null ? (
        <>
          <p className="notice">{t.loginToWrite}</p>
          <div className="form-actions">
            <RouteLink className="button" {...loginLink(href)}>
              {c.login}
            </RouteLink>
            <RouteLink className="button button--secondary" {...reviewLink()}>
              {c.backToList}
            </RouteLink>
          </div>
        </>
      ) : (
        <ReviewForm userKey={userKey} />
      )}
    </div>
  );
}

function ReviewForm({ userKey }: { userKey: string }) {
  const id = useId();
  const router = useRouter();
  const [draft, setDraft] = useState<Record<Field, string>>({
    title: '',
    bookTitle: '',
    bookAuthor: '',
    body: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<
    | { tone: 'queued'; requestId: string }
    | { tone: 'error'; text: string }
    | null
  >(null);
  // Once the outbox has sent it, 'kept on this device' is no longer true (outside walk).
  const queuedSent = useQueuedWriteGone(REVIEW_KIND, message?.tone === 'queued' ? message.requestId : null);
  const [busy, setBusy] = useState(false);
  const refs = {
    title: useRef<HTMLInputElement>(null),
    bookTitle: useRef<HTMLInputElement>(null),
    bookAuthor: useRef<HTMLInputElement>(null),
    body: useRef<HTMLTextAreaElement>(null),
  };
  const set = (field: Field) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value }));
  const order: Field[] = ['title', 'bookTitle', 'bookAuthor', 'body'];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = reviewErrors(draft);
    setErrors(found);
    setMessage(null);
    const first = order.find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    try {
      const answer = await insertReview({
        userKey,
        title: draft.title.trim(),
        bookTitle: draft.bookTitle.trim(),
        bookAuthor: draft.bookAuthor.trim(),
        body: draft.body,
      });
      switch (answer.kind) {
        case 'done':
          // The list's first page shows it when the member goes back to it.
          void revalidate(reviewListResource, { q: '', page: 1 });
          return void router.navigate(reviewLink({ id: answer.data.REVIEW_ID }));
        case 'queued':
          setDraft({ title: '', bookTitle: '', bookAuthor: '', body: '' });
          return setMessage({ tone: 'queued', requestId: answer.requestId });
        case 'session':
          return setMessage({
            tone: 'error',
            text: koReading.apply.sessionEnded,
          });
        case 'refused': {
          const field = answer.field ? SERVER_FIELDS[answer.field] : undefined;
          if (field) {
            setErrors({ [field]: answer.message });
            return refs[field].current?.focus();
          }
          return setMessage({
            tone: 'error',
            text: answer.message || t.failed,
          });
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const describedBy = (field: Field, hint: boolean) => [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field__error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="reading-form" onSubmit={(event) => void submit(event)} noValidate>
      <p role="status" className={message?.tone === 'queued' ? 'notice notice--queued' : 'sr-only'}>
        {message?.tone === 'queued' ? (queuedSent ? t.queuedSent : t.queued) : ''}
      </p>
      {message?.tone === 'error' ? (
        <p role="alert" className="form-error">
          {message.text}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-title`}>{t.fields.title}</label>
        <input ref={refs.title} id={`${id}-title`} value={draft.title} onChange={set('title')} aria-invalid={errors.title ? true : undefined} aria-describedby={describedBy('title', true)} />
        <p id={`${id}-title-hint`} className="field__hint">
          {t.hints.title(L.title.min, L.title.max)}
        </p>
        {error('title')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-bookTitle`}>{t.fields.bookTitle}</label>
        <input
          ref={refs.bookTitle}
          id={`${id}-bookTitle`}
          value={draft.bookTitle}
          onChange={set('bookTitle')}
          aria-invalid={errors.bookTitle ? true : undefined}
          aria-describedby={describedBy('bookTitle', false)}
        />
        {error('bookTitle')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-bookAuthor`}>{t.fields.bookAuthor}</label>
        <input
          ref={refs.bookAuthor}
          id={`${id}-bookAuthor`}
          value={draft.bookAuthor}
          onChange={set('bookAuthor')}
          aria-invalid={errors.bookAuthor ? true : undefined}
          aria-describedby={describedBy('bookAuthor', false)}
        />
        {error('bookAuthor')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-body`}>{t.fields.body}</label>
        <textarea ref={refs.body} id={`${id}-body`} rows={10} value={draft.body} onChange={set('body')} aria-invalid={errors.body ? true : undefined} aria-describedby={describedBy('body', true)} />
        <p id={`${id}-body-hint`} className="field__hint">
          {t.hints.body(L.body.min, L.body.max)} {t.length(charCount(draft.body.trim()), L.body.max)}
        </p>
        {error('body')}
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t.sending : t.submit}
        </button>
        <RouteLink className="button button--secondary" {...reviewLink()}>
          {t.cancel}
        </RouteLink>
      </div>
    </form>
  );
}
