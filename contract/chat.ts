import * as v from 'valibot';

/* The AI assistant under /api (spec §3, §7; docs/api.md "AI assistant"). JSON in and out,
 * credentials (the portal session cookie) on every call; a visitor may chat, only a member's
 * sessions and history are kept. Field names are the spec's (snake_case). */

export const CHAT_LIMITS = {
  /** Characters of one question. */
  textMax: 1000,
  titleMax: 100,
  suggestionsMax: 10,
  /** Sessions listed, newest activity first. */
  sessionsMax: 50,
} as const;

const Id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, '식별자 형식이 올바르지 않습니다.'));

/** GET /api/auth/status */
export const AuthStatusResponse = v.object({ isLoggedIn: v.boolean() });
export type AuthStatusResponse = v.InferOutput<typeof AuthStatusResponse>;

/** A conversation. last_activity_at: ISO 8601; the client shows it as yyyy. mm. dd. hh:mm. */
export const ChatSessionSchema = v.object({ id: Id, title: v.string(), last_activity_at: v.string() });
export type ChatSession = v.InferOutput<typeof ChatSessionSchema>;

/** GET /api/chat/sessions → the member's sessions (a visitor: []). */
export const ChatSessionsResponse = v.object({ sessions: v.array(ChatSessionSchema) });
export type ChatSessionsResponse = v.InferOutput<typeof ChatSessionsResponse>;

/** PATCH /api/chat/sessions/{id} — a non-blank title; 404 when not the member's. DELETE likewise. */
export const RenameSessionRequest = v.object({
  title: v.pipe(v.string('title은 문자열이어야 합니다.'), v.trim(), v.minLength(1, '대화 제목을 입력해 주세요.'), v.maxLength(CHAT_LIMITS.titleMax, `대화 제목은 ${CHAT_LIMITS.titleMax}자 이하로 입력해 주세요.`)),
});

/* ---- What an answer carries ---- */

export const INTENTS = ['catalog_search', 'recommendation', 'library_info', 'programs', 'website_guide', 'other'] as const;
export const Intent = v.picklist(INTENTS);
export type Intent = v.InferOutput<typeof Intent>;

export const RENDER_TYPES = ['catalog_list', 'recommendation_list', 'web_search_list', 'library_info_list', 'lecture_info_list', 'website_guide_list', 'others'] as const;
export const RenderType = v.picklist(RENDER_TYPES);
export type RenderType = v.InferOutput<typeof RenderType>;

/** A book (catalog_list, recommendation_list): url is the detail page when book_key is ''. */
export const ChatBookItem = v.object({
  kind: v.literal('book'),
  book_key: v.string(),
  url: v.string(),
  cover_url: v.string(),
  title: v.string(),
  author: v.string(),
  publisher: v.string(),
  publish_year: v.string(),
  shelf_loc_desc: v.string(),
  call_no: v.string(),
  /** OK = 대출가능(비치중), otherwise 대출불가(대출중). */
  loan_code: v.string(),
});
export type ChatBookItem = v.InferOutput<typeof ChatBookItem>;

/** A web result (web_search_list). */
export const ChatWebItem = v.object({ kind: v.literal('web'), link: v.string(), title: v.string(), snippet: v.string(), source: v.string() });
export type ChatWebItem = v.InferOutput<typeof ChatWebItem>;

/** Anything else (library info, programs, website guide, others). link: a same-site path or ''. */
export const ChatGenericItem = v.object({
  kind: v.literal('generic'),
  title: v.string(),
  content: v.string(),
  category: v.string(),
  location: v.string(),
  source: v.string(),
  link: v.string(),
});
export type ChatGenericItem = v.InferOutput<typeof ChatGenericItem>;

export const ChatItem = v.variant('kind', [ChatBookItem, ChatWebItem, ChatGenericItem]);
export type ChatItem = v.InferOutput<typeof ChatItem>;

/** Where a statement came from ('출처'). */
export const EvidenceSchema = v.object({ title: v.string(), source: v.string(), publisher: v.string(), publish_year: v.string() });
export type Evidence = v.InferOutput<typeof EvidenceSchema>;

export const VerificationStatus = v.picklist(['verified', 'partial', 'unverified']);

export const ChatDetailsSchema = v.object({
  intent: Intent,
  /** 0–1 */
  confidence: v.number(),
  evidence: v.array(EvidenceSchema),
  final_structured: v.nullable(v.object({ render_type: RenderType, items: v.array(ChatItem) })),
  /** verified: every cited item exists in the data; partial: some were dropped; unverified: nothing to check against. */
  verification_status: VerificationStatus,
  verify_explanation: v.string(),
  /** A caution shown under the answer, or ''. */
  final_warning: v.string(),
});
export type ChatDetails = v.InferOutput<typeof ChatDetailsSchema>;

/** GET /api/chat/history?session_id= → the session's messages, oldest first (a visitor: []). */
export const ChatHistoryItem = v.object({
  role: v.picklist(['user', 'assistant']),
  /** Markdown for the assistant, plain text for the member. */
  content: v.string(),
  message_id: Id,
  /** ISO 8601 */
  created_at: v.string(),
  feedback: v.nullable(v.picklist(['good', 'bad'])),
  details: v.nullable(ChatDetailsSchema),
});
export type ChatHistoryItem = v.InferOutput<typeof ChatHistoryItem>;
export const ChatHistoryResponse = v.object({ items: v.array(ChatHistoryItem) });
export type ChatHistoryResponse = v.InferOutput<typeof ChatHistoryResponse>;

/** POST /api/chat and /api/chat/stream. session_id '' or absent starts a new session (members). */
export const ChatRequest = v.object({
  text: v.pipe(v.string('text는 문자열이어야 합니다.'), v.trim(), v.minLength(1, '질문을 입력해 주세요.'), v.maxLength(CHAT_LIMITS.textMax, `질문은 ${CHAT_LIMITS.textMax}자 이하로 입력해 주세요.`)),
  session_id: v.optional(v.union([v.literal(''), Id]), ''),
});
export type ChatRequest = v.InferInput<typeof ChatRequest>;

/** POST /api/chat (non-streaming). session_id '' for a visitor. */
export const ChatResponse = v.object({
  answer: v.string(),
  session_id: v.string(),
  message_id: Id,
  created_at: v.string(),
  user_message_created_at: v.string(),
  ...ChatDetailsSchema.entries,
});
export type ChatResponse = v.InferOutput<typeof ChatResponse>;

/**
 * POST /api/chat/stream: text/event-stream, each event one `data: {json}` line and a blank line,
 * the last `data: [DONE]`. Order: node_start/answer_ready (status), token* (the answer's markdown
 * in pieces), final, complete, graph_complete, then [DONE]; or error at any point.
 * node: intent | retrieval | compose | verify.
 */
export const STREAM_NODES = ['intent', 'retrieval', 'compose', 'verify'] as const;
export const StreamEvent = v.variant('type', [
  v.object({ type: v.literal('node_start'), node: v.picklist(STREAM_NODES) }),
  v.object({ type: v.literal('answer_ready') }),
  v.object({ type: v.literal('token'), content: v.string() }),
  v.object({
    type: v.literal('final'),
    final_answer: v.string(),
    message_id: Id,
    created_at: v.string(),
    user_message_created_at: v.string(),
    session_id: v.string(),
    ...ChatDetailsSchema.entries,
  }),
  v.object({ type: v.literal('complete') }),
  v.object({ type: v.literal('graph_complete') }),
  v.object({ type: v.literal('error'), message: v.string() }),
]);
export type StreamEvent = v.InferOutput<typeof StreamEvent>;

/**
 * POST /api/feedback (rating) and /api/feedback/reset: a member rates answers of their own
 * sessions; a visitor (session_id '') rates the answers given to visitors — the server keeps
 * those answers without a session, only for the rating. Anything else: 404.
 */
export const FeedbackRequest = v.object({ session_id: v.union([v.literal(''), Id]), message_id: Id, rating: v.picklist(['good', 'bad'], "rating은 'good' 또는 'bad'여야 합니다.") });
export const FeedbackResetRequest = v.object({ session_id: v.union([v.literal(''), Id]), message_id: Id });
export const OkResponse = v.object({ ok: v.literal(true) });

/** GET /api/suggestions?locale=ko&limit=10 */
export const SuggestionsResponse = v.object({ items: v.array(v.string()) });
export type SuggestionsResponse = v.InferOutput<typeof SuggestionsResponse>;
