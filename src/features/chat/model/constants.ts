/** Spec §9: the chat's 복사됨 state lasts 2000 ms. */
export const COPY_FEEDBACK_MS = 2000;

/** Spec §9 voice input. */
export const VOICE = {
  lang: 'ko-KR',
  interimResults: true,
  continuous: false,
  bars: 5,
  minLevel: 0.05,
  smoothing: 0.6,
  gain: 3,
} as const;

/** How close to the end (px) still counts as reading the latest answer. */
export const BOTTOM_SLACK_PX = 48;

/** The class of the element an answer's markdown sits in: chat.css gives it its fonts and spacing. */
export const ANSWER_TEXT_CLASS = 'chat-answer__text';
