/** Imported by boot.ts after the popup, its state (jotai) and React: see lib/evaluation-break.ts. */
import { evaluationBreak } from '../../lib/evaluation-break';

await evaluationBreak();

export {};
