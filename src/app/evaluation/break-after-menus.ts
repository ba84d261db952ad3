/** Imported by boot.ts after the menus and the HTTP client (ky, the contract's envelopes): see lib/evaluation-break.ts. */
import { evaluationBreak } from '../../lib/evaluation-break';

await evaluationBreak();

export {};
