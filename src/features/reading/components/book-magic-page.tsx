import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { RouteLink } from '../../../components/ui/route-link';
import { StoredView } from '../../../components/ui/stored-view';
import { ko } from '../../../lib/i18n/messages-ko';
import { koReading } from '../../../lib/i18n/messages-reading-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { bookLink } from '../../../links/catalogue-links';
import { bookMagicLink } from '../../../links/reading-links';
import type { MagicAnswers } from '../api/reading-calls';
import { MAGIC_MOOD_VALUES, MAGIC_READER_VALUES, MAGIC_TIME_VALUES } from '../model/reading-search';
import { useBookMagic } from '../reading-data';
import '../reading.css';

const t = koReading.magic;
const c = koReading.common;

export interface BookMagicSearch {
  reader?: MagicAnswers['reader'] | undefined;
  mood?: MagicAnswers['mood'] | undefined;
  time?: MagicAnswers['time'] | undefined;
  available?: 'Y' | undefined;
}

/** The answers of the address, when all three are there. */
export function answersOf(search: BookMagicSearch): MagicAnswers | null {
  return search.reader && search.mood && search.time
    ? {
        reader: search.reader,
        mood: search.mood,
        time: search.time,
        available: search.available === 'Y',
      }
    : null;
}

/**
 * /ever-reading/bookmagic: 북매직 (책 처방). Three questions as radio groups; the answers become the
 * address, and the library's prescription — six books of its own catalogue — is shown below,
 * kept on the device for the same answers.
 */
export function BookMagicPage({ search }: { search: BookMagicSearch }) {
  useDocumentTitle(t.title, ko.app.name);
  const answers = answersOf(search);
  return (
    <div className="container reading">
      <h1 className="page-title">{t.title}</h1>
      <p className="page-intro">{t.intro}</p>
      <MagicForm key={JSON.stringify(search)} search={search} />
      {answers ? <Prescription answers={answers} /> : null}
      <section aria-labelledby="magic-how" className="magic-how">
        <h2 id="magic-how">{t.how}</h2>
        <p>{t.howText}</p>
      </section>
    </div>
  );
}

function RadioGroup<T extends string>({
  name,
  legend,
  values,
  labels,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T | undefined;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="magic-question">
      <legend>{legend}</legend>
      <div className="magic-options">
        {values.map((option) => (
          <label key={option} className="magic-option">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} required />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function MagicForm({ search }: { search: BookMagicSearch }) {
  const router = useRouter();
  const [reader, setReader] = useState(search.reader);
  const [mood, setMood] = useState(search.mood);
  const [time, setTime] = useState(search.time);
  const [available, setAvailable] = useState(search.available === 'Y');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reader || !mood || !time) return;
    void router.navigate(
      bookMagicLink({
        reader,
        mood,
        time,
        available: available ? 'Y' : undefined,
      }),
    );
  };
  return (
    <form className="magic-form" onSubmit={submit}>
      <RadioGroup name="reader" legend={t.reader.legend} values={MAGIC_READER_VALUES} labels={t.reader} value={reader} onChange={setReader} />
      <RadioGroup name="mood" legend={t.mood.legend} values={MAGIC_MOOD_VALUES} labels={t.mood} value={mood} onChange={setMood} />
      <RadioGroup name="time" legend={t.time.legend} values={MAGIC_TIME_VALUES} labels={t.time} value={time} onChange={setTime} />
      <label className="checkbox">
        <input type="checkbox" checked={available} onChange={(event) => setAvailable(event.target.checked)} />
        {t.available}
      </label>
      <div className="form-actions">
        <button type="submit" className="button">
          {t.submit}
        </button>
      </div>
    </form>
  );
}

function Prescription({ answers }: { answers: MagicAnswers }) {
  const view = useBookMagic(answers);
  // The answers were just given (or came in a shared address): the prescription is what to read
  // next, below the questions on a phone; the focus takes the reader there.
  const heading = useRef<HTMLHeadingElement>(null);
  const asked = `${answers.reader}:${answers.mood}:${answers.time}:${answers.available}`;
  useEffect(() => {
    heading.current?.focus();
  }, [asked]);
  return (
    <section aria-labelledby="magic-result" className="magic-result">
      <h2 id="magic-result" ref={heading} tabIndex={-1}>
        {t.result}
      </h2>
      <StoredView
        view={view}
        labels={{
          ...c,
          offlineCached: t.offline,
          offlineEmpty: t.offlineEmpty,
          failedEmpty: t.failed,
        }}
      >
        {(data) => (
          <>
            {data.PRESCRIPTION ? <p className="magic-result__text">{data.PRESCRIPTION}</p> : null}
            {data.LIST.length === 0 ? (
              <p className="notice">{t.none}</p>
            ) : (
              <ol className="magic-books">
                {data.LIST.map((book) => (
                  <li key={book.BOOK_KEY} className="magic-book">
                    {book.COVER_URL ? (
                      <img className="magic-book__cover" src={book.COVER_URL} alt="" width={72} height={104} loading="lazy" decoding="async" />
                    ) : (
                      <span className="magic-book__cover magic-book__cover--none" aria-hidden="true" />
                    )}
                    <div>
                      <p className="magic-book__title">
                        <RouteLink {...bookLink(book.BOOK_KEY)}>{book.TITLE}</RouteLink>
                      </p>
                      <p className="magic-book__meta">{[book.AUTHOR, book.PUBLISHER, book.PUBLISH_YEAR].filter(Boolean).join(' · ')}</p>
                      <p className={book.LOAN_CODE === 'OK' ? 'availability availability--ok' : 'availability'}>{book.LOAN_CODE === 'OK' ? t.available_OK : t.available_NO}</p>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </StoredView>
      <div className="form-actions">
        <RouteLink className="button button--secondary" {...bookMagicLink()}>
          {t.again}
        </RouteLink>
      </div>
    </section>
  );
}
