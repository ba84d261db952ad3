import { integer, searchSchema } from '../../../lib/search-schema';

// What the lab routes' options run at boot (route options are not code-split): the labs each
// group's pages answer for, and apply-02's ?session= (the program id of the chosen session).
// The group words repeat the contract's (labs-search.test.ts keeps them equal) so route options do
// not pull the contract's schemas into the first chunk.

export const LAB_GROUP_KEYS = ['EXPERIMENT', 'PLAYGROUND'] as const;
export type LabGroupKey = (typeof LAB_GROUP_KEYS)[number];

/** The labs members apply for, by group (ai-quiz is played in its own page). */
export const APPLY_LABS: Record<LabGroupKey, readonly string[]> = {
  EXPERIMENT: ['ai-mental', 'ai-studio', 'ai-reading-discussion'],
  PLAYGROUND: ['bookcraft', 'game-play', 'midi-studio', 'little-theater', 'studio-program'],
};

export const isApplyLab = (group: LabGroupKey, slug: string): boolean => APPLY_LABS[group].includes(slug);

/** apply-02?session=123 */
export const applyStepSearch = searchSchema({
  session: integer({ min: 1, max: 2_147_483_647 }),
});
