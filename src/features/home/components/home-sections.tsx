import { useRouter } from '@tanstack/react-router';
import { memo, useId, useState, type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { PostSummary } from '../../../../contract/board';
import type { BookCard, OpeningInfo, ProgramCard } from '../../../../contract/home';
import { LazyCarousel } from '../../../components/ui/lazy-carousel';
import { RouteLink } from '../../../components/ui/route-link';
import { isoToday, toIsoDate } from '../../../lib/dates';
import { koPanels } from '../../../lib/i18n/messages-panels-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { myLibraryLink } from '../../../links/account-links';
import { boardListLink, boardPostLink } from '../../../links/board-links';
import { bookLink, searchLink } from '../../../links/catalogue-links';
import { newListLink } from '../../../links/discovery-links';
import { programDetailLink, programListLink } from '../../../links/program-links';
import { BookCover } from './book-cover';

/** The catalogue search box: sends the query to the search list page. */
export const HomeSearch = memo(function HomeSearch() {
  const inputId = useId();
  const router = useRouter();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = query.trim();
    if (text) void router.navigate(searchLink({ query: text }));
  };
  return (
    <form className="home-search" role="search" action="/search/search-list" method="get" onSubmit={submit}>
      <label htmlFor={inputId} className="sr-only">
        {ko.home.searchLabel}
      </label>
      <input
        id={inputId}
        name="query"
        type="search"
        placeholder={ko.home.searchPlaceholder}
        maxLength={100}
        enterKeyHint="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="button" disabled={query.trim() === ''}>
        {ko.home.search}
      </button>
    </form>
  );
});

/** Quick links: my loans, reservations, reading points, the membership card. */
/**
 * `onPoints`: the route's way to open 경기 독서포인트 in a new tab from an existing session (spec §4);
 * when it does not prevent the click, the link goes through /login?target=ggpoint.
 */
export const QuickLinks = memo(function QuickLinks({
  cardButton,
  onPoints,
  pointsInNewTab = false,
}: {
  cardButton?: ReactNode;
  onPoints?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The link will open the service in a new tab: said to screen readers. */
  pointsInNewTab?: boolean;
}) {
  return (
    <nav className="quick-links container" aria-label={ko.home.quickTitle}>
      <ul>
        <li>
          <RouteLink {...myLibraryLink('bookloan-list')}>{ko.home.quick.loans}</RouteLink>
        </li>
        <li>
          <RouteLink {...myLibraryLink('bookreserve-list')}>{ko.home.quick.reservations}</RouteLink>
        </li>
        <li>
          <RouteLink to="/login" search={{ target: 'ggpoint' }} onClick={onPoints}>
            {ko.home.quick.points}
            {pointsInNewTab ? <span className="sr-only"> ({ko.app.newTab})</span> : null}
          </RouteLink>
        </li>
        <li>
          <RouteLink {...programListLink()}>{ko.home.quick.programs}</RouteLink>
        </li>
        {cardButton ? <li>{cardButton}</li> : null}
      </ul>
    </nav>
  );
});

/** 공지사항 / 도서관 소식 as tabs with "more" links to the boards. */
export const NewsTabs = memo(function NewsTabs({ notices, news }: { notices: PostSummary[]; news: PostSummary[] }) {
  const [tab, setTab] = useState<'notice' | 'news'>('notice');
  const baseId = useId();
  const tabs = [
    { key: 'notice' as const, label: ko.home.notices, items: notices },
    { key: 'news' as const, label: ko.home.news, items: news },
  ];
  const current = tabs.find((entry) => entry.key === tab) ?? tabs[0];
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = tab === 'notice' ? 'news' : 'notice';
    setTab(next);
    document.getElementById(`${baseId}-${next}`)?.focus();
  };
  if (!current) return null;
  return (
    <section className="home-card home-news" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="sr-only">
        {ko.home.newsTitle}
      </h2>
      <div role="tablist" aria-label={ko.home.newsTitle} className="home-news__tabs">
        {tabs.map((entry) => (
          <button
            key={entry.key}
            id={`${baseId}-${entry.key}`}
            type="button"
            role="tab"
            aria-selected={entry.key === tab}
            aria-controls={`${baseId}-panel`}
            tabIndex={entry.key === tab ? 0 : -1}
            className="home-news__tab"
            onClick={() => setTab(entry.key)}
            onKeyDown={onKeyDown}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <RouteLink className="home-news__more" {...boardListLink({ named: current.key })}>
        {ko.home.more(current.label)}
      </RouteLink>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab}`}>
        {current.items.length === 0 ? (
          <p className="notice">{ko.home.noPosts}</p>
        ) : (
          <ul className="post-lines">
            {current.items.map((post) => (
              <li key={post.POST_CODE}>
                <RouteLink {...boardPostLink({ named: current.key }, post.POST_CODE)} className="post-lines__title">
                  {post.NOTICE_YN === 'Y' ? <span className="tag">{ko.home.pinned}</span> : null}
                  {post.TITLE}
                </RouteLink>
                <time dateTime={post.CREATED_AT}>{toIsoDate(post.CREATED_AT)}</time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
});

/**
 * Today's opening state in words, the regular hours and this month's closed days. `facts` (the
 * library's stored facts: regular hours, closed days, phone, composed by the route) replaces the
 * hours lines of the home page's answer. A copy kept from another day (read offline) says nothing
 * of today, nor of another month's closed days: 'today' is the library's day (Asia/Seoul), as the
 * answer's TODAY is.
 */
export const OpeningHours = memo(function OpeningHours({ opening, facts }: { opening: OpeningInfo; facts?: ReactNode }) {
  const today = isoToday();
  const current = opening.TODAY === today;
  const closedDays = opening.TODAY.slice(0, 7) === today.slice(0, 7) ? opening.CLOSED_DAYS.map((day) => Number(day.slice(8, 10))).filter((day) => day > 0) : [];
  return (
    <section className="home-card home-hours" aria-labelledby="home-hours-title">
      <h2 id="home-hours-title" className="home-card__title">
        {ko.home.hoursTitle}
      </h2>
      {current ? (
        <p className={opening.OPEN_YN === 'Y' ? 'home-hours__today home-hours__today--open' : 'home-hours__today'}>
          <strong>{opening.OPEN_YN === 'Y' ? ko.home.openToday : ko.home.closedToday}</strong>
          {opening.OPEN_YN === 'Y' ? ` ${opening.TODAY_HOURS}` : opening.CLOSED_REASON ? ` (${opening.CLOSED_REASON})` : ''}
        </p>
      ) : null}
      {facts ?? (
        <ul className="home-hours__lines">
          {opening.HOURS_LINES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {closedDays.length > 0 ? <p className="home-hours__closed">{ko.home.closedDays(closedDays.join(', '))}</p> : null}
    </section>
  );
});

/** A home section: its heading and a link to the full list (`more`, given the class home-section__more), then its content. */
function HomeSection({ id, title, more, children }: { id: string; title: string; more: ReactNode; children: ReactNode }) {
  return (
    <section className="home-section container" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {more}
      </div>
      {children}
    </section>
  );
}

/** New books as a carousel of cards linking to their detail pages (spec §2 book links). */
export const NewBooks = memo(function NewBooks({ books }: { books: BookCard[] }) {
  return (
    <HomeSection
      id="home-books-title"
      title={ko.home.newBooks}
      more={
        <RouteLink className="home-section__more" {...newListLink()}>
          {ko.home.more(ko.home.newBooks)}
        </RouteLink>
      }
    >
      <LazyCarousel
        className="book-carousel"
        labels={koPanels.carousel(ko.home.newBooks)}
        slides={books.map((book) => (
          <RouteLink key={book.BOOK_KEY} className="book-card" {...bookLink(book.BOOK_KEY)}>
            <BookCover src={book.COVER_URL} title={book.TITLE} />
            <span className="book-card__title">{book.TITLE}</span>
            <span className="book-card__author">{book.AUTHOR}</span>
            <span className={book.LOAN_CODE === 'OK' ? 'availability availability--ok' : 'availability'}>
              {book.LOAN_CODE === 'OK' ? ko.home.available : ko.home.onLoan}
            </span>
          </RouteLink>
        ))}
      />
    </HomeSection>
  );
});

const STATUS_WORD: Record<ProgramCard['APPLY_STATUS'], string> = { OPEN: '접수중', SOON: '접수예정', CLOSED: '마감' };

function programDates(program: ProgramCard): string {
  const start = toIsoDate(program.START_AT);
  const end = toIsoDate(program.END_AT);
  return !start || !end || start === end ? start : `${start} ~ ${end}`;
}

/** Upcoming programs and events with their application state in words. */
export const Programs = memo(function Programs({ programs }: { programs: ProgramCard[] }) {
  return (
    <HomeSection
      id="home-programs-title"
      title={ko.home.programs}
      more={
        <RouteLink className="home-section__more" {...programListLink()}>
          {ko.home.more(ko.home.programs)}
        </RouteLink>
      }
    >
      {programs.length === 0 ? (
        <p className="notice">{ko.home.noPrograms}</p>
      ) : (
        <ul className="program-grid">
          {programs.map((program) => (
            <li key={program.PROGRAM_ID} className="program-card">
              <span className={`status status--${program.APPLY_STATUS.toLowerCase()}`}>{STATUS_WORD[program.APPLY_STATUS]}</span>
              <RouteLink className="program-card__title" {...programDetailLink(program.PROGRAM_ID)}>
                {program.TITLE}
              </RouteLink>
              <dl className="program-card__facts">
                <div>
                  <dt>{ko.home.when}</dt>
                  <dd>{programDates(program)}</dd>
                </div>
                <div>
                  <dt>{ko.home.target}</dt>
                  <dd>{program.TARGET}</dd>
                </div>
                <div>
                  <dt>{ko.home.place}</dt>
                  <dd>{program.PLACE}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
});

