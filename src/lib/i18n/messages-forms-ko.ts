import { groupDigits } from './number-format';

/**
 * Texts of the shared form and link helpers (lib/input-filter, lib/use-input-filter,
 * components/ui/copy-link-button): loaded only by the pages that use them.
 */
export const koForms = {
  filter: {
    numeric: '숫자와 마침표(.)만 입력할 수 있습니다.',
    digits: '숫자만 입력할 수 있습니다.',
    alphanumeric: '영문과 숫자만 입력할 수 있습니다.',
    alphanumericWith: (extras: string) => `영문, 숫자와 기호(${extras})만 입력할 수 있습니다.`,
    digitsWith: (extras: string) => `숫자와 기호(${extras})만 입력할 수 있습니다.`,
    english: '한글은 입력할 수 없습니다. 한/영 전환 상태를 확인해 주세요.',
    tooLong: (max: number) => `최대 ${groupDigits(max)}자까지 입력할 수 있습니다.`,
    /** After the rule: how much of what was typed or pasted was left out. */
    removed: (count: number) => `입력하신 내용 중 ${groupDigits(count)}자는 넣지 않았습니다.`,
  },
  copy: {
    /** Spec §8 (fixed wording). */
    copied: '클립보드에 복사되었습니다.',
    failed: '링크 복사에 실패했습니다.',
    copyLink: '링크 복사',
    copiedLabel: '복사됨',
    share: '공유',
    shared: '공유했습니다.',
  },
} as const;
