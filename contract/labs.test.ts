import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LabApplyRequest, LabDetailResponse, LabListResponse, QuizSetsResponse } from './labs';

describe('labs contract', () => {
  it('reads a list tolerantly: numbers as text, defaults for what is left out, an unknown group as EXPERIMENT', () => {
    const list = v.parse(LabListResponse, {
      RESULT_INFO: 'SUCCESS',
      LIST: [{ LAB_SLUG: 'ai-mental', GROUP: 'LAB', TITLE: 'AI 마음 처방', SESSION_COUNT: '4', OPEN_COUNT: null, APPLY_YN: 'Y', EXTRA: 1 }],
    });
    expect(list.RESULT).toBe('SUCCESS');
    expect(list.LIST[0]).toEqual({ LAB_SLUG: 'ai-mental', GROUP: 'EXPERIMENT', TITLE: 'AI 마음 처방', TAGLINE: '', SUMMARY: '', APPLY_YN: 'Y', SESSION_COUNT: 4, OPEN_COUNT: 0, NEXT_START_AT: '' });
    expect(v.parse(LabListResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA' }).LIST).toEqual([]);
    // The output reads the same again (stored copies are checked with the same schema).
    expect(v.parse(LabListResponse, list)).toEqual(list);
  });

  it('reads a lab without a page: LAB null is no such lab', () => {
    expect(v.parse(LabDetailResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA' }).LAB).toBeNull();
    const lab = v.parse(LabDetailResponse, {
      RESULT_INFO: 'SUCCESS',
      RESULT: 'SUCCESS',
      LAB: { LAB_SLUG: 'bookcraft', GROUP: 'PLAYGROUND', TITLE: '북크래프트', FACTS: [{ LABEL: '대상', VALUE: '초등 3학년 이상' }, { LABEL: '빈 값' }] },
    }).LAB;
    expect(lab?.FACTS).toEqual([{ LABEL: '대상', VALUE: '초등 3학년 이상' }]);
    expect(lab?.SESSIONS).toEqual([]);
    expect(lab?.TERMS).toBe('');
  });

  it('leaves out a quiz question that does not read, keeping the others', () => {
    const sets = v.parse(QuizSetsResponse, {
      RESULT_INFO: 'SUCCESS',
      SETS: [
        {
          SET_ID: 'korean-novels',
          TITLE: '한국 소설 속으로',
          QUESTIONS: [
            { NO: '1', QUESTION: '문제', CHOICES: ['가', '나', '다', '라'], ANSWER: '2' },
            { NO: 2, QUESTION: '보기가 셋', CHOICES: ['가', '나', '다'], ANSWER: 1 },
            { NO: 3, QUESTION: '답이 범위 밖', CHOICES: ['가', '나', '다', '라'], ANSWER: 5 },
          ],
        },
      ],
    });
    expect(sets.SETS[0]?.QUESTIONS).toEqual([{ NO: 1, QUESTION: '문제', CHOICES: ['가', '나', '다', '라'], ANSWER: 2, EXPLANATION: '', BOOK_TITLE: '', BOOK_AUTHOR: '', BOOK_KEY: '' }]);
  });

  it('asks the consents and a lab word of the application', () => {
    const body = { user_key: 'k', manage_code: '141674', lab: 'ai-mental', program_id: 3, participant_name: '김도서', phone: '010-1234-5678', agree_yn: 'Y', terms_yn: 'Y' };
    expect(v.safeParse(LabApplyRequest, body).success).toBe(true);
    expect(v.safeParse(LabApplyRequest, { ...body, terms_yn: 'N' }).success).toBe(false);
    expect(v.safeParse(LabApplyRequest, { ...body, lab: 'AI Mental' }).success).toBe(false);
  });
});
