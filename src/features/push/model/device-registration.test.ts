import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, pushPlatform, registrationSteps } from './device-registration';

describe('registrationSteps (spec §4, §7)', () => {
  it('inserts a new device, with the member key only when logged in', () => {
    expect(registrationSteps({ count: 0, userKey: null, storedUserKey: null })).toEqual([{ call: 'insert', userKey: null }]);
    expect(registrationSteps({ count: 0, userKey: 'UK1', storedUserKey: null })).toEqual([{ call: 'insert', userKey: 'UK1' }]);
  });

  it('links a known device to the member when its key is missing or another one', () => {
    expect(registrationSteps({ count: 1, userKey: 'UK1', storedUserKey: '' })).toEqual([{ call: 'update', userKey: 'UK1' }]);
    expect(registrationSteps({ count: 1, userKey: 'UK1', storedUserKey: null })).toEqual([{ call: 'update', userKey: 'UK1' }]);
    expect(registrationSteps({ count: 1, userKey: 'UK1', storedUserKey: 'UK2' })).toEqual([{ call: 'update', userKey: 'UK1' }]);
  });

  it('does nothing when already linked, for a guest on a known device, or when the count failed', () => {
    expect(registrationSteps({ count: 1, userKey: 'UK1', storedUserKey: 'UK1' })).toEqual([]);
    expect(registrationSteps({ count: 1, userKey: null, storedUserKey: 'UK1' })).toEqual([]);
    expect(registrationSteps({ count: -1, userKey: 'UK1', storedUserKey: null })).toEqual([]);
  });
});

describe('pushPlatform', () => {
  it('tells Android, iOS (iPadOS too) and the web apart', () => {
    expect(pushPlatform('Mozilla/5.0 (Linux; Android 14) Mobile')).toBe('Android');
    expect(pushPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('Ios');
    expect(pushPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('Ios');
    expect(pushPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Web');
  });
});

describe('base64UrlToBytes', () => {
  it('decodes base64url without padding', () => {
    expect(Array.from(base64UrlToBytes('AQID_-8'))).toEqual([1, 2, 3, 255, 239]);
  });
});
