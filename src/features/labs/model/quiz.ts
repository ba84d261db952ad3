import type { QuizQuestion, QuizSet } from '../../../../contract/labs';

/*
 * The reading quiz, played on the device: one question at a time, a choice checked once, the
 * score at the end. Pure: the page keeps a QuizPlay in its state and steps it with these.
 */

export interface QuizPlay {
  setId: string;
  /** The choice (1-based) given to each question so far, in order. */
  answers: number[];
  /** The question shown (0-based): answers.length, or one less while its answer is shown. */
  index: number;
  /** Whether the shown question's answer has been checked (the explanation is showing). */
  checked: boolean;
}

export function startQuiz(set: Pick<QuizSet, 'SET_ID'>): QuizPlay {
  return { setId: set.SET_ID, answers: [], index: 0, checked: false };
}

/** Checks the shown question with `choice` (1-based); a second check of the same question changes nothing. */
export function answerQuestion(play: QuizPlay, questions: readonly QuizQuestion[], choice: number): QuizPlay {
  const question = questions[play.index];
  if (!question || play.checked || !Number.isInteger(choice) || choice < 1 || choice > question.CHOICES.length) return play;
  return { ...play, answers: [...play.answers, choice], checked: true };
}

/** To the next question after a check; past the last one the play is finished. */
export function nextQuestion(play: QuizPlay): QuizPlay {
  return play.checked ? { ...play, index: play.index + 1, checked: false } : play;
}

export function isFinished(play: QuizPlay, questions: readonly QuizQuestion[]): boolean {
  return questions.length > 0 && play.answers.length >= questions.length && play.index >= questions.length;
}

export function isCorrect(question: Pick<QuizQuestion, 'ANSWER'>, choice: number | undefined): boolean {
  return choice !== undefined && choice === question.ANSWER;
}

export interface QuizScore {
  correct: number;
  total: number;
  /** Rounded down: 7 of 9 is 77. */
  percent: number;
}

/** The score of the answers given (an unanswered question counts as wrong). */
export function scoreQuiz(questions: readonly Pick<QuizQuestion, 'ANSWER'>[], answers: readonly number[]): QuizScore {
  const total = questions.length;
  const correct = questions.reduce((sum, question, i) => sum + (isCorrect(question, answers[i]) ? 1 : 0), 0);
  return { correct, total, percent: total === 0 ? 0 : Math.floor((correct * 100) / total) };
}

/** One finished play as the device keeps it. */
export interface QuizRecord {
  setId: string;
  title: string;
  correct: number;
  total: number;
  /** Epoch ms. */
  at: number;
}

export const QUIZ_HISTORY_MAX = 20;

/** The newest first, at most QUIZ_HISTORY_MAX. */
export function addRecord(history: readonly QuizRecord[], record: QuizRecord): QuizRecord[] {
  return [record, ...history].slice(0, QUIZ_HISTORY_MAX);
}

/** The best play of a set (most right answers; the earlier of equals), or null. */
export function bestRecord(history: readonly QuizRecord[], setId: string): QuizRecord | null {
  let best: QuizRecord | null = null;
  for (const record of history) {
    if (record.setId !== setId) continue;
    const rate = record.total === 0 ? 0 : record.correct / record.total;
    const bestRate = best === null || best.total === 0 ? -1 : best.correct / best.total;
    if (rate > bestRate || (rate === bestRate && best !== null && record.at < best.at)) best = record;
  }
  return best;
}
