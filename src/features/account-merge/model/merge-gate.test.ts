import { beforeEach, describe, expect, it } from 'vitest';
import { MERGE_LOGIN_PATH, markMergeFlow, markerFacts, mergeGate } from './merge-gate';

const none = { marked: false, member: false, proof: false, done: false };
const visitor = { ...none, marked: true };
const member = { ...visitor, member: true };

describe('mergeGate (spec §4: the merge pages and who may open them)', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens the login, its way back, find-info, the certification returns and the SSO logout to anyone', () => {
    for (const page of ['/merge-user/login', '/merge-user/login-back/', '/merge-user/find-info', '/merge-user/join/kmc-result', '/merge-user/join/kmc-ipinresult', '/merge-user/sso-logout']) {
      expect(mergeGate(page, none), page).toBeNull();
    }
  });

  it('lets a visitor in the flow join and verify residence, but not without the marker', () => {
    for (const page of ['/merge-user/join', '/merge-user/join/join-step01', '/merge-user/join/join-step04', '/merge-user/gyeonggi-citizen', '/merge-user/gyeonggi-citizen/citizen-verification02']) {
      expect(mergeGate(page, visitor), page).toBeNull();
      expect(mergeGate(page, none), page).toBe(MERGE_LOGIN_PATH);
    }
    // A look-alike prefix is not the join.
    expect(mergeGate('/merge-user/joinery', visitor)).toBe(MERGE_LOGIN_PATH);
  });

  it('keeps the member pages for a member in the flow', () => {
    const pages = [
      '/merge-user/sso-login/ggpoint',
      '/merge-user/mypage/mypage-pwcheck',
      '/merge-user/mypage/mypage-info',
      '/merge-user/sns-callback/naver',
      '/merge-user/sns-callback/naver-login',
      '/merge-user/sns-callback/naver-link',
      '/merge-user/sns-callback/naver-unlink',
      '/merge-user/sns-callback/google-link',
      '/merge-user/anyId',
    ];
    for (const page of pages) {
      expect(mergeGate(page, visitor), page).toBe(MERGE_LOGIN_PATH);
      expect(mergeGate(page, { ...none, member: true }), page).toBe(MERGE_LOGIN_PATH);
      expect(mergeGate(page, member), page).toBeNull();
    }
  });

  it('still asks a proof for the consent and the preview, and a finished merge for done', () => {
    expect(mergeGate('/merge-user/total-join', member)).toBe('/merge-user/anyId');
    expect(mergeGate('/merge-user/done', member)).toBe(MERGE_LOGIN_PATH);
    expect(mergeGate('/merge-user/done', { ...member, done: true })).toBeNull();
  });

  it('reads the marker', () => {
    expect(markerFacts()).toEqual({ marked: false, proof: false, done: false });
    markMergeFlow();
    expect(markerFacts()).toEqual({ marked: true, proof: false, done: false });
  });
});
