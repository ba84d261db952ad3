import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LAB_GROUPS } from '../../../../contract/labs';
import { SEED_LABS } from '../../../../server/seed/labs';
import { APPLY_LABS, applyStepSearch, isApplyLab, LAB_GROUP_KEYS } from './labs-search';

describe('the labs URL model', () => {
  it("repeats the contract's groups and answers for exactly the seeded labs that take applications", () => {
    expect(LAB_GROUP_KEYS).toEqual(LAB_GROUPS);
    for (const group of LAB_GROUP_KEYS) {
      expect(APPLY_LABS[group]).toEqual(SEED_LABS.filter((lab) => lab.group === group && lab.sessions.length > 0).map((lab) => lab.slug));
    }
    expect(isApplyLab('EXPERIMENT', 'ai-quiz')).toBe(false);
    expect(isApplyLab('PLAYGROUND', 'ai-mental')).toBe(false);
    expect(isApplyLab('PLAYGROUND', 'little-theater')).toBe(true);
  });

  it('reads ?session= as a program id and drops anything else', () => {
    expect(v.parse(applyStepSearch, { session: '42' })).toEqual({ session: 42 });
    expect(v.parse(applyStepSearch, { session: 'abc' }).session).toBeUndefined();
    expect(v.parse(applyStepSearch, { session: '0' }).session).toBeUndefined();
  });
});
