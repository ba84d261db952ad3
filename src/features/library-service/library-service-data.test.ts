import { describe, expect, it } from 'vitest';
import { scopeOf } from '../../data/registry';
import { eResourceListResource, eResourceResource, humanLibraryResource, myHumanBookingsResource, serviceRulesResource } from './library-service-data';

describe('library services as resources', () => {
  it('keeps each kind and each resource apart', () => {
    expect(eResourceListResource.key('JOURNAL')).toBe('e-resource-list:JOURNAL');
    expect(eResourceListResource.key('MAGAZINE')).not.toBe(eResourceListResource.key('JOURNAL'));
    expect(eResourceResource.key(12)).toBe('e-resource:12');
    expect(serviceRulesResource.key(undefined)).toBe('service-rules:');
    expect(humanLibraryResource.key(undefined)).toBe('human-library:');
  });

  it('reads the device first, public lists for everyone, bookings per member (purged at logout)', () => {
    for (const resource of [serviceRulesResource, eResourceListResource, eResourceResource, humanLibraryResource, myHumanBookingsResource]) expect(resource.policy).toBe('cache-first');
    expect(eResourceListResource.perMember).toBe(false);
    expect(myHumanBookingsResource.perMember).toBe(true);
    expect(myHumanBookingsResource.key('U1')).not.toBe(myHumanBookingsResource.key('U2'));
    expect(scopeOf('e-resource-list')).toBe('public');
    expect(scopeOf('human-library')).toBe('public');
    expect(scopeOf('human-bookings-mine')).toBe('member');
  });
});
