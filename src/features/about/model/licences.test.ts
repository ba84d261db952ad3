import { describe, expect, it } from 'vitest';
import appPackage from '../../../../package.json?raw';
import { LICENCES } from './licences';

describe('LICENCES', () => {
  it('names only dependencies of the app, once each, with a licence and an https address', () => {
    const dependencies = Object.keys((JSON.parse(appPackage) as { dependencies: Record<string, string> }).dependencies);
    expect(new Set(LICENCES.map((entry) => entry.name)).size).toBe(LICENCES.length);
    for (const entry of LICENCES) {
      expect(dependencies, entry.name).toContain(entry.name);
      expect(entry.licence, entry.name).toMatch(/^(MIT|Apache-2\.0|ISC|BSD-[23]-Clause)$/);
      expect(entry.url).toMatch(/^https:\/\//);
    }
  });
});
