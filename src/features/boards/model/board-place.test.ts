import { describe, expect, it } from 'vitest';
import { boardPlaceOf } from './board-place';

describe('boardPlaceOf', () => {
  it('sends the named boards to their own routes and others under /board', () => {
    expect(boardPlaceOf('notice')).toEqual({ named: 'notice' });
    expect(boardPlaceOf('qna')).toEqual({ named: 'qnaboard' });
    expect(boardPlaceOf('free')).toEqual({ code: 'free' });
  });
});
