import * as v from 'valibot';
import { maxChars } from './text-length';
import { BooleanLike, TextLike, lenientListOf, listOf, numberOr, oneOfOr, textOr } from './wire';

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

/**
 * An id in an answer (a session, a message): text or a number, never empty. Looser than `Id`
 * (what the reference server accepts in requests): another server's ids are only sent back.
 */
const AnswerId = v.pipe(TextLike, v.trim(), v.minLength(1, '식별자가 비어 있습니다.'), v.maxLength(200));

/*
 * Responses are read tolerantly (contract/wire.ts): fields the spec does not promise may be
 * missing, numbers may come as text, unknown fields are dropped. Their output types are what the
 * portal and the reference server work with.
 */

/** GET /api/auth/status */
export const AuthStatusResponse = v.object({ isLoggedIn: BooleanLike });
export type AuthStatusResponse = v.InferOutput<typeof AuthStatusResponse>;

/** A conversation. last_activity_at: ISO 8601 ('' when not sent); shown as yyyy. mm. dd. hh:mm. */
export const ChatSessionSchema = v.object({ id: AnswerId, title: textOr(''), last_activity_at: textOr('') });
export type ChatSession = v.InferOutput<typeof ChatSessionSchema>;

/** GET /api/chat/sessions → the member's sessions (a visitor: []). */
export const ChatSessionsResponse = v.object({ sessions: listOf(ChatSessionSchema) });
export type ChatSessionsResponse = v.InferOutput<typeof ChatSessionsResponse>;

/** PATCH /api/chat/sessions/{id} — a non-blank title; 404 when not the member's. DELETE likewise. */
export const RenameSessionRequest = v.object({
  title: v.pipe(v.string('title은 문자열이어야 합니다.'), v.trim(), v.minLength(1, '대화 제목을 입력해 주세요.'), maxChars(CHAT_LIMITS.titleMax, `대화 제목은 ${CHAT_LIMITS.titleMax}자 이하로 입력해 주세요.`)),
});

/* ---- What an answer carries ---- */

export const INTENTS = ['catalog_search', 'recommendation', 'library_info', 'programs', 'website_guide', 'other'] as const;
export const Intent = v.picklist(INTENTS);
export type Intent = v.InferOutput<typeof Intent>;

/** Spec §3. A render type outside this list reads as 'others' (heading 상세 정보, spec §2). */
export const RENDER_TYPES = ['catalog_list', 'recommendation_list', 'web_search_list', 'library_info_list', 'lecture_info_list', 'website_guide_list', 'others'] as const;
export const RenderType = v.picklist(RENDER_TYPES);
export type RenderType = v.InferOutput<typeof RenderType>;

const itemText = textOr('');
const Title = v.pipe(TextLike, v.trim(), v.minLength(1));

/** A book (catalog_list, recommendation_list): url is the detail page when book_key is ''. */
export const ChatBookItem = v.object({
  kind: v.literal('book'),
  book_key: itemText,
  url: itemText,
  cover_url: itemText,
  title: Title,
  author: itemText,
  publisher: itemText,
  publish_year: itemText,
  shelf_loc_desc: itemText,
  call_no: itemText,
  /** OK = 대출가능(비치중), otherwise 대출불가(대출중). */
  loan_code: itemText,
  /**
   * Why the book is in the answer (recommendations: 같은 작가, 같은 분류, 사서 추천, 최근 대출,
   * 지금 대출 가능 …), from the catalogue's own fields; '' (or absent) for none. Not in spec §3:
   * our addition, read tolerantly.
   */
  reason: itemText,
});
export type ChatBookItem = v.InferOutput<typeof ChatBookItem>;

/** A web result (web_search_list). */
export const ChatWebItem = v.object({ kind: v.literal('web'), link: itemText, title: Title, snippet: itemText, source: itemText });
export type ChatWebItem = v.InferOutput<typeof ChatWebItem>;

/** Anything else (library info, programs, website guide, others). link: a same-site path or ''. */
export interface ChatGenericItem {
  kind: 'generic';
  title: string;
  content: string;
  category: string;
  location: string;
  source: string;
  link: string;
}

/** The first of `names` that holds text (or a number), trimmed; '' when none does. */
function firstText(record: Record<string, unknown>, ...names: string[]): string {
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return '';
}

/**
 * Any other item, with or without `kind` (or a book or web result without its title): shown
 * generically from whatever of title, content, category, location, source and link it has (spec
 * §3 "Generic item"); a bare string is a title. An item with neither title nor content is left out.
 */
export const ChatGenericItemSchema = v.pipe(
  v.union([v.string(), v.record(v.string(), v.unknown())]),
  v.transform((input): ChatGenericItem => {
    const record: Record<string, unknown> = typeof input === 'string' ? { title: input } : input;
    return {
      kind: 'generic',
      title: firstText(record, 'title', 'name'),
      content: firstText(record, 'content', 'snippet', 'description'),
      category: firstText(record, 'category'),
      location: firstText(record, 'location'),
      source: firstText(record, 'source'),
      link: firstText(record, 'link', 'url'),
    };
  }),
  v.check((item) => item.title !== '' || item.content !== '', '제목도 내용도 없는 항목입니다.'),
);

export const ChatItem = v.union([ChatBookItem, ChatWebItem, ChatGenericItemSchema]);
export type ChatItem = ChatBookItem | ChatWebItem | ChatGenericItem;

/** Where a statement came from ('출처'). An entry with nothing in it is left out. */
export const EvidenceSchema = v.pipe(
  v.object({ title: itemText, source: itemText, publisher: itemText, publish_year: itemText }),
  v.check((evidence) => Object.values(evidence).some((part) => part !== ''), '빈 출처입니다.'),
);
export type Evidence = v.InferOutput<typeof EvidenceSchema>;

export const VERIFICATION_STATUSES = ['verified', 'partial', 'unverified'] as const;
export const VerificationStatus = v.picklist(VERIFICATION_STATUSES);

const StructuredSchema = v.object({ render_type: oneOfOr(RENDER_TYPES, 'others'), items: lenientListOf<ChatItem>(ChatItem) });

/**
 * The details of an answer (spec §3). Every field may be missing: an answer that carries only
 * some of them takes safe defaults (intent 'other', confidence 0, no evidence, no structured
 * result, 'unverified', ''), and confidence may come as text. Items are read one by one.
 */
export const ChatDetailsSchema = v.object({
  intent: oneOfOr(INTENTS, 'other'),
  /** 0–1 */
  confidence: v.fallback(numberOr(0), 0),
  evidence: lenientListOf<Evidence>(EvidenceSchema),
  final_structured: v.fallback(v.nullish(StructuredSchema, null), null),
  /** verified: every cited item exists in the data; partial: some were dropped; unverified: nothing to check against. */
  verification_status: oneOfOr(VERIFICATION_STATUSES, 'unverified'),
  verify_explanation: v.fallback(itemText, ''),
  /** A caution shown under the answer, or ''. */
  final_warning: v.fallback(itemText, ''),
});
export type ChatDetails = v.InferOutput<typeof ChatDetailsSchema>;

/** GET /api/chat/history?session_id= → the session's messages, oldest first (a visitor: []). */
export const ChatHistoryItem = v.object({
  role: v.picklist(['user', 'assistant']),
  /** Markdown for the assistant, plain text for the member. */
  content: textOr(''),
  message_id: AnswerId,
  /** ISO 8601 */
  created_at: textOr(''),
  feedback: v.fallback(v.nullable(v.picklist(['good', 'bad'])), null),
  details: v.fallback(v.nullable(ChatDetailsSchema), null),
});
export type ChatHistoryItem = v.InferOutput<typeof ChatHistoryItem>;
export const ChatHistoryResponse = v.object({ items: listOf(ChatHistoryItem) });
export type ChatHistoryResponse = v.InferOutput<typeof ChatHistoryResponse>;

/** POST /api/chat and /api/chat/stream. session_id '' or absent starts a new session (members). */
export const ChatRequest = v.object({
  text: v.pipe(v.string('text는 문자열이어야 합니다.'), v.trim(), v.minLength(1, '질문을 입력해 주세요.'), maxChars(CHAT_LIMITS.textMax, `질문은 ${CHAT_LIMITS.textMax}자 이하로 입력해 주세요.`)),
  session_id: v.optional(v.union([v.literal(''), Id]), ''),
});
export type ChatRequest = v.InferInput<typeof ChatRequest>;

/** What an answer says about where it belongs; the spec does not promise these, so each may be ''. */
const AnswerPlace = {
  session_id: textOr(''),
  message_id: textOr(''),
  created_at: textOr(''),
  user_message_created_at: textOr(''),
};

/**
 * POST /api/chat (non-streaming, spec §7): the answer's text as `answer` or `response` (one of
 * them is required), then session_id, message_id, the times and the details, each optional.
 * Read as `answer` (session_id '' for a visitor).
 */
export const ChatResponse = v.pipe(
  v.object({
    answer: v.nullish(TextLike),
    response: v.nullish(TextLike),
    ...AnswerPlace,
    ...ChatDetailsSchema.entries,
  }),
  v.check((body) => typeof body.answer === 'string' || typeof body.response === 'string', '답변(answer 또는 response)이 없습니다.'),
  v.transform(({ answer, response, ...rest }) => ({ answer: answer ?? response ?? '', ...rest })),
);
export type ChatResponse = v.InferOutput<typeof ChatResponse>;

/**
 * POST /api/chat/stream: text/event-stream, each event one `data: {json}` line and a blank line,
 * the last `data: [DONE]`. The reference server sends: node_start/answer_ready (status), token*
 * (the answer's markdown in pieces), final, complete, graph_complete, then [DONE]; or error at
 * any point. node: intent | retrieval | compose | verify.
 *
 * Read tolerantly (spec §4, §7): `content` events append text like `token` (both read as
 * `token`); node_start may name any node; final may carry only some fields (final_answer absent:
 * the streamed text stands); error may have no message; any other type reads as `ignored`. What
 * stays strict: an event of a known type whose text is not text (a token whose content is a
 * number) is refused, because the answer would silently lose words.
 */
export const STREAM_NODES = ['intent', 'retrieval', 'compose', 'verify'] as const;
export type StreamNode = (typeof STREAM_NODES)[number];

const KNOWN_EVENT_TYPES = ['node_start', 'answer_ready', 'token', 'content', 'final', 'complete', 'graph_complete', 'error'] as const;

function hasKnownType(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (KNOWN_EVENT_TYPES as readonly unknown[]).includes((value as { type?: unknown }).type);
}

export const StreamFinalEvent = v.object({
  type: v.literal('final'),
  /** The whole answer; '' (or absent) keeps the streamed text. */
  final_answer: v.fallback(itemText, ''),
  ...AnswerPlace,
  ...ChatDetailsSchema.entries,
});
export type StreamFinalEvent = v.InferOutput<typeof StreamFinalEvent>;

export const StreamEvent = v.union([
  v.object({ type: v.literal('node_start'), node: v.fallback(TextLike, '') }),
  v.object({ type: v.literal('answer_ready') }),
  v.pipe(
    v.object({ type: v.picklist(['token', 'content']), content: v.string() }),
    v.transform(({ content }) => ({ type: 'token' as const, content })),
  ),
  StreamFinalEvent,
  v.object({ type: v.literal('complete') }),
  v.object({ type: v.literal('graph_complete') }),
  v.object({ type: v.literal('error'), message: v.fallback(TextLike, '') }),
  v.pipe(
    v.unknown(),
    v.check((value) => !hasKnownType(value)),
    v.transform((value) => ({
      type: 'ignored' as const,
      /** The type the server gave, '' when none. */
      name: typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string' ? (value as { type: string }).type : '',
    })),
  ),
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

/** A suggested question: its text, or an object with `text` (spec §3 "Suggested question: text"). */
const Suggestion = v.pipe(
  v.union([TextLike, v.pipe(v.object({ text: TextLike }), v.transform((item) => item.text))]),
  v.trim(),
  v.minLength(1),
);

/** GET /api/suggestions?locale=ko&limit=10 → the questions' texts (blank ones left out). */
export const SuggestionsResponse = v.object({ items: lenientListOf<string>(Suggestion) });
export type SuggestionsResponse = v.InferOutput<typeof SuggestionsResponse>;
