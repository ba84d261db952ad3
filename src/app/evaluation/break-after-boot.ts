/** Imported by main.tsx after the boot: the routing that core also carries (TanStack Router, the links) follows in a task of its own. See lib/evaluation-break.ts. */
import { evaluationBreak } from '../../lib/evaluation-break';

await evaluationBreak();

export {};
