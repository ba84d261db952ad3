/*
 * The account pages' addresses in each flow: the portal's own (/join/…, /mypage/…) or, inside the
 * account merge (spec §2 /merge-user/*), the same pages under /merge-user, so a join or the member's
 * data checked during a merge stays in its flow (its band and its marker, spec §4). The pages take
 * `flow` as a prop and navigate by this table; nothing else differs.
 */

export type AccountFlow = 'main' | 'merge';

export const ACCOUNT_PATHS = {
  main: {
    step01: '/join/join-step01',
    step02: '/join/join-step02',
    step03: '/join/join-step03',
    step04: '/join/join-step04',
    citizen01: '/gyeonggi-citizen/citizen-verification01',
    myInfo: '/mypage/mypage-info',
    naverUnlink: '/sns-callback/naver-unlink',
    linkBack: { naver: '/sns-callback/naver-link', google: '/sns-callback/google-link' },
  },
  merge: {
    step01: '/merge-user/join/join-step01',
    step02: '/merge-user/join/join-step02',
    step03: '/merge-user/join/join-step03',
    step04: '/merge-user/join/join-step04',
    citizen01: '/merge-user/gyeonggi-citizen/citizen-verification01',
    myInfo: '/merge-user/mypage/mypage-info',
    naverUnlink: '/merge-user/sns-callback/naver-unlink',
    linkBack: { naver: '/merge-user/sns-callback/naver-link', google: '/merge-user/sns-callback/google-link' },
  },
} as const;

export const accountPaths = (flow: AccountFlow = 'main') => ACCOUNT_PATHS[flow];
