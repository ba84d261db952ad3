import type { Feedback } from './chat-message';

export type Rating = 'good' | 'bad';

/** What choosing a rating does (spec §4): the active one again resets it, another one rates. */
export interface FeedbackStep {
  next: Feedback;
  call: { kind: 'rate'; rating: Rating } | { kind: 'reset' };
}

export function toggleFeedback(current: Feedback, chosen: Rating): FeedbackStep {
  if (current === chosen) return { next: null, call: { kind: 'reset' } };
  return { next: chosen, call: { kind: 'rate', rating: chosen } };
}

/** After the call: the new value when it succeeded, the previous one when it failed. */
export function settleFeedback(previous: Feedback, step: FeedbackStep, ok: boolean): Feedback {
  return ok ? step.next : previous;
}
