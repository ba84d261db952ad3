/**
 * Pure summaries for the interactions bench (interactions.ts): what the Event Timing API recorded
 * while a walk's step ran, reduced to what a person felt.
 *
 * An interaction (one tap, one key press) is the events sharing an `interactionId` (pointerdown,
 * pointerup and click; keydown and keyup). Its latency is the longest of their durations: from the
 * input to the next frame painted after the handlers ran (input delay + processing + presentation
 * delay, rounded by the browser to 8 ms). INP is the worst interaction of a visit when it has fewer
 * than 50 (web.dev's definition); 200 ms or less is "good".
 */

/** One PerformanceEventTiming entry, as the page copied it. */
export interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

export interface Interaction {
  /** The event with the longest duration: its name (pointerdown, click, keydown…). */
  name: string;
  duration: number;
  /** From the input to its first handler. */
  inputDelay: number;
  /** The handlers of that event. */
  processing: number;
  /** From the end of the handlers to the frame painted. */
  presentation: number;
}

export interface StepFigures {
  label: string;
  /** Interactions recorded (only those of 16 ms or more are reported by the browser). */
  interactions: number;
  /** The slowest, or null when none reached 16 ms. */
  worst: Interaction | null;
  /** Every interaction's latency, ms. */
  durations: number[];
  /** Long tasks (≥ 50 ms) while the step ran, their durations in ms. */
  longTasks: number[];
}

/** Groups entries by interaction (entries without one, such as mousemove, are left out). */
export function interactionsOf(entries: readonly EventEntry[]): Interaction[] {
  const slowest = new Map<number, EventEntry>();
  for (const entry of entries) {
    if (!(entry.interactionId > 0)) continue;
    const known = slowest.get(entry.interactionId);
    if (!known || entry.duration > known.duration) slowest.set(entry.interactionId, entry);
  }
  return [...slowest.values()].map((entry) => {
    const inputDelay = Math.max(0, entry.processingStart - entry.startTime);
    const processing = Math.max(0, entry.processingEnd - entry.processingStart);
    return {
      name: entry.name,
      duration: entry.duration,
      inputDelay,
      processing,
      presentation: Math.max(0, entry.duration - inputDelay - processing),
    };
  });
}

export function stepFigures(label: string, entries: readonly EventEntry[], longTasks: readonly number[]): StepFigures {
  const all = interactionsOf(entries);
  const worst = all.reduce<Interaction | null>((slowest, next) => (slowest === null || next.duration > slowest.duration ? next : slowest), null);
  return { label, interactions: all.length, worst, durations: all.map((interaction) => interaction.duration), longTasks: [...longTasks] };
}

/** The walk's INP: its worst interaction, or with 50 or more, the worst after leaving out one in 50. */
export function walkInp(steps: readonly StepFigures[]): number | null {
  const durations = steps.flatMap((step) => step.durations).sort((a, b) => b - a);
  if (durations.length === 0) return null;
  return durations[Math.floor(durations.length / 50)] ?? null;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** One line for a step: `open the full menu: worst 48 ms (pointerdown: input delay 9, processing 3, to the frame 36), 1 interaction; long tasks 52, 61 ms`. */
export function stepLine(step: StepFigures): string {
  const worst = step.worst
    ? `worst ${ms(step.worst.duration)} (${step.worst.name}: input delay ${Math.round(step.worst.inputDelay)}, processing ${Math.round(step.worst.processing)}, to the frame ${Math.round(step.worst.presentation)})`
    : 'every interaction under 16 ms';
  const count = `${step.interactions} interaction${step.interactions === 1 ? '' : 's'} ≥ 16 ms`;
  const tasks = step.longTasks.length === 0 ? 'no long task' : `long tasks ${step.longTasks.map((d) => Math.round(d)).join(', ')} ms`;
  return `${step.label}: ${worst}, ${count}; ${tasks}`;
}
