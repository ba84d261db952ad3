import { describe, expect, it } from 'vitest';
import { settleFeedback, toggleFeedback } from './feedback';

describe('toggleFeedback', () => {
  it('rates from none', () => {
    expect(toggleFeedback(null, 'good')).toEqual({ next: 'good', call: { kind: 'rate', rating: 'good' } });
    expect(toggleFeedback(null, 'bad')).toEqual({ next: 'bad', call: { kind: 'rate', rating: 'bad' } });
  });
  it('choosing the active rating again resets it', () => {
    expect(toggleFeedback('good', 'good')).toEqual({ next: null, call: { kind: 'reset' } });
    expect(toggleFeedback('bad', 'bad')).toEqual({ next: null, call: { kind: 'reset' } });
  });
  it('switching rates the other one', () => {
    expect(toggleFeedback('good', 'bad')).toEqual({ next: 'bad', call: { kind: 'rate', rating: 'bad' } });
  });
});

describe('settleFeedback', () => {
  it('keeps the new value when the call succeeded', () => {
    expect(settleFeedback(null, toggleFeedback(null, 'good'), true)).toBe('good');
    expect(settleFeedback('good', toggleFeedback('good', 'good'), true)).toBeNull();
  });
  it('reverts when the call failed', () => {
    expect(settleFeedback(null, toggleFeedback(null, 'good'), false)).toBeNull();
    expect(settleFeedback('good', toggleFeedback('good', 'good'), false)).toBe('good');
    expect(settleFeedback('good', toggleFeedback('good', 'bad'), false)).toBe('good');
  });
});
