import { describe, expect, it } from 'vitest';
import { isGuardExempt, isLoginOnlyPath } from './guards';

describe('isLoginOnlyPath (spec §6 apply pages)', () => {
  it('covers the apply steps of ai-mental, game-play, little-theater and studio', () => {
    expect(isLoginOnlyPath('/library-experiments/ai-mental/apply-01')).toBe(true);
    expect(isLoginOnlyPath('/library-experiments/ai-mental/apply-02')).toBe(true);
    for (const program of ['game-play', 'little-theater', 'studio-program']) {
      expect(isLoginOnlyPath(`/library-playground/${program}/apply-01`)).toBe(true);
      expect(isLoginOnlyPath(`/library-playground/${program}/apply-02/`)).toBe(true);
    }
  });

  it('leaves the programs themselves and other apply pages open', () => {
    expect(isLoginOnlyPath('/library-experiments/ai-mental')).toBe(false);
    expect(isLoginOnlyPath('/library-playground/bookcraft/apply-01')).toBe(false);
    expect(isLoginOnlyPath('/library-playground/game-play/apply-03')).toBe(false);
  });
});

describe('isLoginOnlyPath (the labs under /library-service/, issue 17)', () => {
  it('covers every apply step of the experiments and the playground, not their pages', () => {
    for (const path of ['/library-service/library-experiments/ai-mental/apply-01', '/library-service/library-experiments/ai-studio/apply-02', '/library-service/library-playground/bookcraft/apply-01', '/library-service/library-playground/studio-program/apply-02/']) {
      expect(isLoginOnlyPath(path), path).toBe(true);
    }
    for (const path of ['/library-service/library-experiments/ai-mental', '/library-service/library-experiments/ai-quiz', '/library-service/library-playground', '/library-service/library-playground/game-play/apply-03']) {
      expect(isLoginOnlyPath(path), path).toBe(false);
    }
  });
});

describe('isGuardExempt (spec §2, §4, §6)', () => {
  it('lets previews, the design and test pages and the main page through without the menu check', () => {
    for (const path of ['/preview/contents/x', '/design', '/design/buttons', '/test', '/test/', '/test/anything', '/qr-test/test', '/main', '/']) {
      expect(isGuardExempt(path), path).toBe(true);
    }
  });

  it('checks every other page, including look-alikes', () => {
    for (const path of ['/designer', '/tests', '/qr-test/other', '/about/management', '/mypage/lib-service']) {
      expect(isGuardExempt(path), path).toBe(false);
    }
  });
});
