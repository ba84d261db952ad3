import { describe, expect, it } from 'vitest';
import {
  confirmProblem,
  emailProblem,
  guardianNeeded,
  guardianProblems,
  mobileProblem,
  newPasswordProblem,
  passwordChecklist,
  phoneDigits,
  phoneText,
  userIdProblem,
} from './account-form';

describe('new ids', () => {
  it('takes 5–20 lowercase letters and digits starting with a letter, and no reserved word', () => {
    expect(userIdProblem('')).toBe('empty');
    expect(userIdProblem('abcd')).toBe('format');
    expect(userIdProblem('1reader')).toBe('format');
    expect(userIdProblem('Reader1')).toBe('format');
    expect(userIdProblem('reader_1')).toBe('format');
    expect(userIdProblem('a'.repeat(21))).toBe('format');
    expect(userIdProblem('admin2026')).toBe('reserved');
    expect(userIdProblem('gglibfan')).toBe('reserved');
    expect(userIdProblem('jiminreads')).toBeNull();
    expect(userIdProblem('a'.repeat(20))).toBeNull();
  });
});

describe('passwords (spec §5)', () => {
  it('8+ with all three kinds, or 10+ with two; never over 64; never containing the id', () => {
    expect(newPasswordProblem('', 'jimin')).toBe('empty');
    expect(newPasswordProblem('Ab1!xyz', 'jimin')).toBe('too-weak');
    expect(newPasswordProblem('Readme!2026', 'jimin')).toBeNull();
    expect(newPasswordProblem('readmenow1', 'jimin')).toBeNull();
    expect(newPasswordProblem('readmenow', 'jimin')).toBe('too-weak');
    expect(newPasswordProblem(`Aa1!${'x'.repeat(61)}`, 'jimin')).toBe('too-long');
    expect(newPasswordProblem('Jiminreads!1', 'jiminreads')).toBe('contains-id');
    // Ids shorter than four characters are not looked for (too many false alarms).
    expect(newPasswordProblem('abcReadme!1', 'abc')).toBeNull();
  });

  it('says each part of the rule as the person types', () => {
    expect(passwordChecklist('')).toEqual({ length8: false, three: false, length10: false, max: false });
    expect(passwordChecklist('Read')).toEqual({ length8: false, three: false, length10: false, max: true });
    expect(passwordChecklist('Readme!2026')).toEqual({ length8: true, three: true, length10: true, max: true });
    expect(passwordChecklist('readmenow1')).toEqual({ length8: true, three: false, length10: true, max: true });
  });

  it('the confirmation must match', () => {
    expect(confirmProblem('Readme!2026', '')).toBe('empty');
    expect(confirmProblem('Readme!2026', 'Readme!2027')).toBe('mismatch');
    expect(confirmProblem('Readme!2026', 'Readme!2026')).toBeNull();
  });
});

describe('contact fields', () => {
  it('e-mail: optional unless required, checked when given', () => {
    expect(emailProblem('', false)).toBeNull();
    expect(emailProblem('', true)).toBe('empty');
    expect(emailProblem('jimin@example', false)).toBe('invalid');
    expect(emailProblem('jimin@example.kr', true)).toBeNull();
    // Nothing a mail server would refuse (outside walk: an emoji passed both checks).
    for (const bad of ['walker😀@example.kr', 'x😀y@example.kr', 'a@b', 'jimin@예시.kr', 'jimin@example.k', 'jimin@-example.kr', 'ji min@example.kr']) {
      expect(emailProblem(bad, true), bad).toBe('invalid');
    }
    for (const good of ['jimin.han+library@example.co.kr', 'J_Kim-2026@mail.gg.go.kr']) expect(emailProblem(good, true), good).toBeNull();
  });

  it('phones keep digits only and must be a mobile number', () => {
    expect(phoneDigits('010-5550-1234')).toBe('01055501234');
    expect(phoneDigits('０１０ 1234 5678 99')).toBe('01012345678');
    expect(mobileProblem('01055501234')).toBeNull();
    expect(mobileProblem('0105550123')).toBeNull();
    expect(mobileProblem('0212345678')).toBe('invalid');
    expect(phoneText('01055501234')).toBe('010-5550-1234');
    expect(phoneText('0105550123')).toBe('010-555-0123');
  });
});

describe('a guardian for a child under 14 (age from the certified birthday, on the library’s day)', () => {
  it('counts full years', () => {
    expect(guardianNeeded({ BIRTHDAY: '2012-11-26' }, '2026-11-25')).toEqual({ age: 13, needed: true });
    expect(guardianNeeded({ BIRTHDAY: '2012-11-25' }, '2026-11-25')).toEqual({ age: 14, needed: false });
    expect(guardianNeeded({ BIRTHDAY: '1991-04-12' }, '2026-11-25')).toEqual({ age: 35, needed: false });
    expect(guardianNeeded({ BIRTHDAY: '' }, '2026-11-25')).toEqual({ age: 0, needed: false });
  });

  it('needs a name, a mobile number and the consent', () => {
    expect(guardianProblems({ name: '', phone: '010', agree: false })).toEqual({ name: true, phone: true, agree: true });
    expect(guardianProblems({ name: ' 김지훈 ', phone: '01012121212', agree: true })).toEqual({});
  });
});
