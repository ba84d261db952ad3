/** Imported by boot.ts after the storage layer (IndexedDB, its rows' schemas): see lib/evaluation-break.ts. */
import { evaluationBreak } from '../../lib/evaluation-break';

await evaluationBreak();

export {};
