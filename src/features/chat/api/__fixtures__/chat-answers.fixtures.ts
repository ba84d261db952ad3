/*
 * Bodies of POST /api/chat as servers send them (spec §7: "answer or response, session_id,
 * intent, confidence, evidence, final_structured, verification_status, verify_explanation,
 * final_warning"). reference-chat.json beside this file was recorded from the reference server.
 */

/** Another server's shape: `response` instead of `answer`, numbers as text, nothing else promised. */
export const RESPONSE_FIELD_ONLY = {
  response: '도서관은 **오늘 22시**까지 운영합니다.',
  session_id: 'sess-9',
  confidence: '0.75',
  trace_id: 'abc-123',
};

/** Every detail present but loosely typed: message_id a number, lists null, an unknown render type. */
export const LOOSE_DETAILS = {
  answer: '추천 도서입니다.',
  session_id: null,
  message_id: 9001,
  intent: 'book_recommendation',
  confidence: 1,
  evidence: null,
  final_structured: {
    render_type: 'carousel',
    items: [{ kind: 'book', book_key: 'GGL0000002', title: '채식주의자', author: '한강', publish_year: 2007 }, { title: '함께 읽기 좋은 책', content: '독서모임 추천' }],
  },
  verification_status: null,
  verify_explanation: null,
  final_warning: '대출 상태는 바뀔 수 있습니다.',
};

/** No answer text at all: refused (the reader sees the non-stream failure sentence). */
export const NO_TEXT = { session_id: '', intent: 'other', confidence: 0.1 };
