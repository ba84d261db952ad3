/**
 * What the member is told when the device refuses to keep data (storage full). Apart from
 * messages-ko.ts: loaded only when it happens (src/data/storage-full.ts), never on a first page.
 */
export const koStorage = {
  /** Said once per tab when the device refuses to keep the offline copies. */
  full: '이 기기의 저장 공간이 부족해 오프라인에서 볼 사본을 저장하지 못했습니다. 온라인에서는 그대로 이용하실 수 있습니다.',
  /** A write that could not wait on the device for the network: nothing was sent or kept. */
  outboxFull: '이 기기의 저장 공간이 부족해 보내지 못한 내용을 보관하지 못했습니다. 입력하신 내용은 화면에 그대로 있으니 네트워크에 연결된 뒤 다시 보내 주세요.',
} as const;
