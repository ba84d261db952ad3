import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '../../../../contract/labs';
import { addRecord, answerQuestion, bestRecord, isFinished, nextQuestion, QUIZ_HISTORY_MAX, scoreQuiz, startQuiz, type QuizRecord } from './quiz';

const question = (no: number, answer: number): QuizQuestion => ({
  NO: no,
  QUESTION: `${no}번 문제`,
  CHOICES: ['가', '나', '다', '라'],
  ANSWER: answer,
  EXPLANATION: '해설',
  BOOK_TITLE: '아몬드',
  BOOK_AUTHOR: '손원평',
  BOOK_KEY: 'GGL0000015',
});

const QUESTIONS = [question(1, 2), question(2, 1), question(3, 4)];

describe('playing a quiz', () => {
  it('checks each question once, moves on only after a check, and finishes after the last', () => {
    let play = startQuiz({ SET_ID: 'korean-novels' });
    expect(nextQuestion(play)).toBe(play);
    play = answerQuestion(play, QUESTIONS, 2);
    expect(play).toMatchObject({ answers: [2], index: 0, checked: true });
    expect(answerQuestion(play, QUESTIONS, 3)).toBe(play);
    play = nextQuestion(play);
    expect(play).toMatchObject({ index: 1, checked: false });
    for (const choice of [3, 4]) play = nextQuestion(answerQuestion(play, QUESTIONS, choice));
    expect(isFinished(play, QUESTIONS)).toBe(true);
    expect(scoreQuiz(QUESTIONS, play.answers)).toEqual({ correct: 2, total: 3, percent: 66 });
  });

  it('refuses a choice outside 1–4', () => {
    const play = startQuiz({ SET_ID: 'x' });
    for (const choice of [0, 5, 1.5, Number.NaN]) expect(answerQuestion(play, QUESTIONS, choice)).toBe(play);
  });

  it('counts an unanswered question as wrong and an empty set as 0%', () => {
    expect(scoreQuiz(QUESTIONS, [2])).toEqual({ correct: 1, total: 3, percent: 33 });
    expect(scoreQuiz([], [])).toEqual({ correct: 0, total: 0, percent: 0 });
    expect(scoreQuiz(QUESTIONS, [2, 1, 4])).toEqual({ correct: 3, total: 3, percent: 100 });
    expect(isFinished(startQuiz({ SET_ID: 'x' }), [])).toBe(false);
  });
});

describe('the device history', () => {
  const record = (setId: string, correct: number, total: number, at: number): QuizRecord => ({ setId, title: setId, correct, total, at });

  it('keeps the newest first, at most QUIZ_HISTORY_MAX', () => {
    let history: QuizRecord[] = [];
    for (let n = 0; n < QUIZ_HISTORY_MAX + 5; n += 1) history = addRecord(history, record('a', n % 4, 4, n));
    expect(history).toHaveLength(QUIZ_HISTORY_MAX);
    expect(history[0]?.at).toBe(QUIZ_HISTORY_MAX + 4);
  });

  it('finds the best play of a set by share of right answers, the earlier of equals', () => {
    const history = [record('a', 5, 10, 3), record('b', 6, 6, 4), record('a', 6, 10, 2), record('a', 6, 10, 1)];
    expect(bestRecord(history, 'a')).toEqual(record('a', 6, 10, 1));
    expect(bestRecord(history, 'c')).toBeNull();
  });
});
