import { describe, expect, it } from 'vitest';
import { scopeOf } from '../../data/registry';
import { programDetailResource, programListResource } from './programs-data';

describe('programs as resources', () => {
  it('keeps each filter and page of the list apart', () => {
    const query = { month: '', audience: '', state: '', q: '', page: 1 } as const;
    expect(programListResource.key(query)).toBe('program-list:current:all:all:1:');
    expect(programListResource.key({ ...query, month: '2026-04', audience: 'SENIOR', state: 'OPEN', q: '디지털', page: 2 })).toBe('program-list:2026-04:SENIOR:OPEN:2:디지털');
    expect(programListResource.key({ ...query, page: 2 })).not.toBe(programListResource.key(query));
    expect(programDetailResource.key(12)).toBe('program-detail:12');
  });

  it('asks the network first (places change) and keeps public copies for offline reading', () => {
    expect(programListResource.policy).toBe('network-first');
    expect(programDetailResource.policy).toBe('network-first');
    expect(programListResource.perMember).toBe(false);
    expect(scopeOf('program-list')).toBe('public');
    expect(scopeOf('program-detail')).toBe('public');
  });
});
