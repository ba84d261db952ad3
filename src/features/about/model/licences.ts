/**
 * The open-source packages the app runs in the browser (the /version page), with their licence as
 * each package declares it; model/licences.test.ts checks the list against package.json and each
 * package's own package.json, so it cannot drift.
 */
export interface Licence {
  name: string;
  licence: string;
  /** What it does in the app, in Korean. */
  purpose: string;
  url: string;
}

export const LICENCES: readonly Licence[] = [
  { name: 'react', licence: 'MIT', purpose: '화면 구성', url: 'https://github.com/facebook/react' },
  { name: 'react-dom', licence: 'MIT', purpose: '화면 그리기', url: 'https://github.com/facebook/react' },
  { name: '@tanstack/react-router', licence: 'MIT', purpose: '페이지 주소와 이동', url: 'https://github.com/TanStack/router' },
  { name: 'dexie', licence: 'Apache-2.0', purpose: '기기 저장소(IndexedDB)', url: 'https://github.com/dexie/Dexie.js' },
  { name: 'jotai', licence: 'MIT', purpose: '화면 상태 관리', url: 'https://github.com/pmndrs/jotai' },
  { name: 'ky', licence: 'MIT', purpose: '서버와 통신', url: 'https://github.com/sindresorhus/ky' },
  { name: 'valibot', licence: 'MIT', purpose: '주고받는 자료 검증', url: 'https://github.com/fabian-hiller/valibot' },
  { name: 'micromark', licence: 'MIT', purpose: '게시글·안내문 표시(마크다운)', url: 'https://github.com/micromark/micromark' },
  { name: 'jsbarcode', licence: 'MIT', purpose: '모바일 회원증 바코드', url: 'https://github.com/lindell/JsBarcode' },
  { name: '@zxing/library', licence: 'MIT', purpose: 'ISBN 바코드 읽기, QR 코드 그리기', url: 'https://github.com/zxing-js/library' },
  { name: 'keen-slider', licence: 'MIT', purpose: '슬라이드 넘기기', url: 'https://github.com/rcbyr/keen-slider' },
  { name: '@microsoft/fetch-event-source', licence: 'MIT', purpose: 'AI 답변 실시간 받기', url: 'https://github.com/Azure/fetch-event-source' },
  { name: 'workbox-window', licence: 'MIT', purpose: '앱 업데이트 안내', url: 'https://github.com/GoogleChrome/workbox' },
];
