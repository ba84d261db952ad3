/**
 * Asked before the new version's reload (src/app/service-worker-update.ts) when a form on the
 * page holds typed text. Apart from messages-ko.ts: loaded with the update flow only.
 */
export const koUpdate = {
  confirmWithInput: '작성 중인 내용이 있습니다. 지금 새로고침하면 입력한 내용이 사라집니다. 새로고침할까요?',
} as const;
