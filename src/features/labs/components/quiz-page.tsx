import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { QuizQuestion, QuizSet } from '../../../../contract/labs';
import { RouteLink } from '../../../components/ui/route-link';
import { Freshness, StoredView } from '../../../components/ui/stored-view';
import { toDateTime } from '../../../lib/date-format';
import { ko } from '../../../lib/i18n/messages-ko';
import { koLabs } from '../../../lib/i18n/messages-labs-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { bookLink, searchLink } from '../../../links/catalogue-links';
import { labGroupLink } from '../../../links/labs-links';
import { clearQuizHistory, saveQuizRecord, useLabDetail, useQuizHistory, useQuizSets } from '../labs-data';
import { answerQuestion, bestRecord, isCorrect, isFinished, nextQuestion, scoreQuiz, startQuiz, type QuizPlay, type QuizRecord } from '../model/quiz';
import { LabFacts, LabPoster, LabSections } from './lab-parts';
import '../labs.css';

const q = koLabs.quiz;
const QUIZ_SLUG = 'ai-quiz';

/** /library-service/library-experiments/ai-quiz: the reading quiz, played in the page without a login. */
export function QuizPage() {
  const labView = useLabDetail(QUIZ_SLUG);
  const setsView = useQuizSets();
  const history = useQuizHistory();
  const lab = labView.stored?.data.LAB ?? null;
  const title = lab?.TITLE ?? koLabs.groups.EXPERIMENT.title;
  useDocumentTitle(title, ko.app.name);
  return (
    <div className="container labs">
      <p className="labs-up">
        <RouteLink {...labGroupLink('EXPERIMENT')}>{koLabs.groups.EXPERIMENT.title}</RouteLink>
      </p>
      <h1 className="page-title">{title}</h1>
      {lab?.TAGLINE ? <p className="labs-tagline">{lab.TAGLINE}</p> : null}
      {labView.stored ? <Freshness fetchedAt={labView.stored.fetchedAt} status={labView.status} onRefresh={labView.refresh} labels={koLabs.common} /> : null}
      <LabPoster slug={QUIZ_SLUG} className="labs-poster labs-poster--small" eager />
      {lab ? <p className="page-intro">{lab.SUMMARY}</p> : null}
      <section aria-labelledby="quiz-play" className="quiz">
        <h2 id="quiz-play" className="section-title">
          {q.play}
        </h2>
        <StoredView view={setsView} labels={koLabs.common} freshness={false}>
          {(data) => (data.SETS.length === 0 ? <p className="notice">{q.noSets}</p> : <QuizArea sets={data.SETS} history={history} />)}
        </StoredView>
      </section>
      <QuizHistory history={history} />
      {lab ? (
        <>
          <section aria-labelledby="lab-facts">
            <h2 id="lab-facts" className="section-title">
              {koLabs.facts}
            </h2>
            <LabFacts facts={lab.FACTS} />
          </section>
          <LabSections sections={lab.SECTIONS} idPrefix="quiz-section" />
        </>
      ) : (
        <StoredView view={labView} labels={koLabs.common} freshness={false}>
          {() => null}
        </StoredView>
      )}
    </div>
  );
}

function QuizArea({ sets, history }: { sets: readonly QuizSet[]; history: readonly QuizRecord[] }) {
  const [play, setPlay] = useState<QuizPlay | null>(null);
  const set = play ? sets.find((s) => s.SET_ID === play.setId) : undefined;
  const chooser = useRef<HTMLHeadingElement>(null);
  const [backToSets, setBackToSets] = useState(false);
  useEffect(() => {
    if (backToSets) chooser.current?.focus();
  }, [backToSets]);
  if (play && set) {
    return (
      <QuizPlayer
        set={set}
        play={play}
        onPlay={setPlay}
        history={history}
        onQuit={() => {
          setPlay(null);
          setBackToSets(true);
        }}
      />
    );
  }
  return (
    <>
      <h3 className="quiz__sets-title" ref={chooser} tabIndex={-1}>
        {q.sets}
      </h3>
      <ul className="quiz-sets">
        {sets.map((s) => {
          const best = bestRecord(history, s.SET_ID);
          return (
            <li key={s.SET_ID} className="quiz-set">
              <h4 className="quiz-set__title">{s.TITLE}</h4>
              <p className="quiz-set__meta">{q.setMeta(s.QUESTIONS.length, s.AUDIENCE)}</p>
              {s.DESCRIPTION ? <p>{s.DESCRIPTION}</p> : null}
              {best ? <p className="quiz-set__best">{q.best(best.correct, best.total)}</p> : null}
              <button
                type="button"
                className="button"
                disabled={s.QUESTIONS.length === 0}
                onClick={() => {
                  setBackToSets(false);
                  setPlay(startQuiz(s));
                }}
              >
                {q.start(s.TITLE)}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function QuizPlayer({ set, play, onPlay, onQuit, history }: { set: QuizSet; play: QuizPlay; onPlay: (play: QuizPlay) => void; onQuit: () => void; history: readonly QuizRecord[] }) {
  const questions = set.QUESTIONS;
  if (isFinished(play, questions)) return <QuizResult set={set} answers={play.answers} history={history} onAgain={() => onPlay(startQuiz(set))} onOther={onQuit} />;
  const question = questions[play.index];
  if (!question) return null;
  return <QuestionView key={`${set.SET_ID}:${play.index}`} set={set} question={question} play={play} onPlay={onPlay} onQuit={onQuit} />;
}

function QuestionView({ set, question, play, onPlay, onQuit }: { set: QuizSet; question: QuizQuestion; play: QuizPlay; onPlay: (play: QuizPlay) => void; onQuit: () => void }) {
  const id = useId();
  const total = set.QUESTIONS.length;
  const [choice, setChoice] = useState<number | null>(null);
  const [error, setError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  const given = play.checked ? play.answers[play.index] : undefined;
  useEffect(() => {
    // A new question (this view is keyed by it): the focus on its text, so a screen reader reads it
    // and Tab reaches the choices.
    heading.current?.focus();
  }, []);
  useEffect(() => {
    if (play.checked) next.current?.focus();
  }, [play.checked]);
  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (play.checked) {
      onPlay(nextQuestion(play));
      return;
    }
    if (choice === null) {
      setError(q.pick);
      firstChoice.current?.focus();
      return;
    }
    setError('');
    onPlay(answerQuestion(play, set.QUESTIONS, choice));
  };
  const right = question.CHOICES[question.ANSWER - 1] ?? '';
  const correct = isCorrect(question, given);
  return (
    <div className="quiz-player">
      <p className="quiz-player__set">{set.TITLE}</p>
      <p className="quiz-player__progress">
        <span>{q.progress(play.index + 1, total)}</span>
        <progress max={total} value={play.index + (play.checked ? 1 : 0)} aria-hidden="true" />
      </p>
      <form onSubmit={check} noValidate>
        <fieldset className="quiz-question" aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="quiz-question__legend">
            <span className="sr-only">{q.progress(play.index + 1, total)} </span>
            <span ref={heading} tabIndex={-1} className="quiz-question__text">
              {question.QUESTION}
            </span>
          </legend>
          <div className="quiz-choices">
            {question.CHOICES.map((text, index) => {
              const value = index + 1;
              const inputId = `${id}-choice-${value}`;
              const mark = play.checked ? (value === question.ANSWER ? 'quiz-choice--right' : value === given ? 'quiz-choice--wrong' : '') : '';
              return (
                <div key={value} className={`quiz-choice ${mark}`}>
                  <input
                    id={inputId}
                    ref={index === 0 ? firstChoice : undefined}
                    type="radio"
                    name={`${id}-choice`}
                    value={value}
                    checked={(play.checked ? given : choice) === value}
                    disabled={play.checked}
                    onChange={() => setChoice(value)}
                  />
                  <label htmlFor={inputId}>
                    <span className="quiz-choice__no" aria-hidden="true">
                      {value}
                    </span>
                    {text}
                    {play.checked && value === question.ANSWER ? <strong className="quiz-choice__tag"> ({q.resultRight})</strong> : null}
                    {play.checked && value === given && value !== question.ANSWER ? <strong className="quiz-choice__tag"> ({q.resultWrong})</strong> : null}
                  </label>
                </div>
              );
            })}
          </div>
          {error ? (
            <p id={`${id}-error`} className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </fieldset>
        <div role="status" className="quiz-feedback-region">
          {play.checked ? (
            <div className={correct ? 'quiz-feedback quiz-feedback--right' : 'quiz-feedback quiz-feedback--wrong'}>
              <p className="quiz-feedback__verdict">
                <strong>{correct ? q.correct : q.wrong(right)}</strong>
              </p>
              <p>
                <span className="quiz-feedback__label">{q.explanation}: </span>
                {question.EXPLANATION}
              </p>
            </div>
          ) : null}
        </div>
        {play.checked ? <BookLine question={question} /> : null}
        <div className="form-actions">
          {play.checked ? (
            <button type="submit" className="button" ref={next}>
              {play.index + 1 >= total ? q.finish : q.next}
            </button>
          ) : (
            <button type="submit" className="button">
              {q.check}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onQuit}>
            {q.quit}
          </button>
        </div>
      </form>
    </div>
  );
}

function BookLine({ question }: { question: QuizQuestion }) {
  if (!question.BOOK_TITLE) return null;
  return (
    <p className="quiz-book">
      {q.book(question.BOOK_TITLE, question.BOOK_AUTHOR)} ·{' '}
      {question.BOOK_KEY ? <RouteLink {...bookLink(question.BOOK_KEY)}>{q.findBook(question.BOOK_TITLE)}</RouteLink> : <RouteLink {...searchLink({ query: question.BOOK_TITLE })}>{q.findBook(question.BOOK_TITLE)}</RouteLink>}
    </p>
  );
}

function QuizResult({ set, answers, history, onAgain, onOther }: { set: QuizSet; answers: readonly number[]; history: readonly QuizRecord[]; onAgain: () => void; onOther: () => void }) {
  const score = scoreQuiz(set.QUESTIONS, answers);
  const heading = useRef<HTMLHeadingElement>(null);
  const [saved, setSaved] = useState(false);
  const savedOnce = useRef(false);
  useEffect(() => {
    heading.current?.focus();
    if (savedOnce.current) return;
    savedOnce.current = true;
    void saveQuizRecord(history, { setId: set.SET_ID, title: set.TITLE, correct: score.correct, total: score.total, at: Date.now() }).then(() => setSaved(true));
    // Saved once per finished play: the history it was added to is the one shown at the finish.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="quiz-result">
      <h3 className="quiz-result__score" ref={heading} tabIndex={-1}>
        {q.score(score.correct, score.total)}
      </h3>
      <p>{q.grade(score.percent)}</p>
      <p role="status">{saved ? q.saved : ''}</p>
      <div className="form-actions">
        <button type="button" className="button" onClick={onAgain}>
          {q.again}
        </button>
        <button type="button" className="button button--secondary" onClick={onOther}>
          {q.other}
        </button>
      </div>
      <h4 className="quiz-result__review">{q.review}</h4>
      <ol className="quiz-review">
        {set.QUESTIONS.map((question, index) => {
          const given = answers[index];
          const right = isCorrect(question, given);
          return (
            <li key={question.NO} className={right ? 'quiz-review__item quiz-review__item--right' : 'quiz-review__item quiz-review__item--wrong'}>
              <p>
                <strong>{right ? q.resultRight : q.resultWrong}</strong> · {question.QUESTION}
              </p>
              <p>
                {q.yourAnswer(given === undefined ? '' : (question.CHOICES[given - 1] ?? ''))}
                {right ? null : ` · ${q.rightAnswer(question.CHOICES[question.ANSWER - 1] ?? '')}`}
              </p>
              <p className="quiz-review__why">{question.EXPLANATION}</p>
              <BookLine question={question} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function QuizHistory({ history }: { history: readonly QuizRecord[] }) {
  const [message, setMessage] = useState('');
  return (
    <section aria-labelledby="quiz-history" className="quiz-history">
      <h2 id="quiz-history" className="section-title">
        {q.history}
      </h2>
      {history.length === 0 ? (
        <p className="notice">{q.historyEmpty}</p>
      ) : (
        <>
          <ul className="quiz-history__list">
            {history.map((record) => (
              <li key={`${record.setId}:${record.at}`}>{q.historyItem(record.title, record.correct, record.total, toDateTime(record.at))}</li>
            ))}
          </ul>
          <button type="button" className="button button--secondary" onClick={() => void clearQuizHistory().then(() => setMessage(q.cleared))}>
            {q.clear}
          </button>
        </>
      )}
      <p role="status" className="quiz-history__status">
        {message}
      </p>
    </section>
  );
}
