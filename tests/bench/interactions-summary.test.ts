import { describe, expect, it } from 'vitest';
import { interactionsOf, stepFigures, stepLine, walkInp, type EventEntry } from './interactions-summary';

const entry = (over: Partial<EventEntry>): EventEntry => ({ name: 'pointerdown', interactionId: 1, startTime: 100, duration: 40, processingStart: 110, processingEnd: 115, ...over });

describe('interactionsOf', () => {
  it('keeps the slowest event of each interaction and splits its time', () => {
    const list = interactionsOf([
      entry({ name: 'pointerdown', duration: 40 }),
      entry({ name: 'click', duration: 72, startTime: 100, processingStart: 120, processingEnd: 150 }),
      entry({ name: 'keydown', interactionId: 2, duration: 24, startTime: 500, processingStart: 502, processingEnd: 510 }),
    ]);
    expect(list).toEqual([
      { name: 'click', duration: 72, inputDelay: 20, processing: 30, presentation: 22 },
      { name: 'keydown', duration: 24, inputDelay: 2, processing: 8, presentation: 14 },
    ]);
  });

  it('leaves out events that are not part of an interaction', () => {
    expect(interactionsOf([entry({ name: 'mouseover', interactionId: 0 })])).toEqual([]);
  });
});

describe('stepFigures and stepLine', () => {
  it('names the worst interaction and the long tasks', () => {
    const step = stepFigures('open the full menu', [entry({ duration: 48, startTime: 0, processingStart: 9, processingEnd: 12 }), entry({ interactionId: 3, duration: 16 })], [52.4, 61]);
    expect(step.worst?.duration).toBe(48);
    expect(step.durations).toEqual([48, 16]);
    expect(stepLine(step)).toBe('open the full menu: worst 48 ms (pointerdown: input delay 9, processing 3, to the frame 36), 2 interactions ≥ 16 ms; long tasks 52, 61 ms');
  });

  it('says so when nothing reached the browser’s 16 ms threshold', () => {
    expect(stepLine(stepFigures('back', [], []))).toBe('back: every interaction under 16 ms, 0 interactions ≥ 16 ms; no long task');
  });
});

describe('walkInp', () => {
  it('is the worst interaction of a short walk', () => {
    const steps = [stepFigures('a', [entry({ duration: 40 })], []), stepFigures('b', [entry({ duration: 112 }), entry({ interactionId: 2, duration: 88 })], [])];
    expect(walkInp(steps)).toBe(112);
  });

  it('leaves out one in 50 from a long walk', () => {
    const entries = Array.from({ length: 60 }, (_, index) => entry({ interactionId: index + 1, duration: index === 0 ? 400 : 30 + index }));
    expect(walkInp([stepFigures('many', entries, [])])).toBe(89);
  });

  it('is null when nothing was recorded', () => {
    expect(walkInp([stepFigures('a', [], [])])).toBeNull();
  });
});
