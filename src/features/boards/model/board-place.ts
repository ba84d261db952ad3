import { NAMED_BOARD_ROUTES } from '../../../../contract/board';
import type { BoardPlace, NamedBoard } from '../../../links/board-links';

/**
 * Where a board with this code lives: its own route (notice → /notice, qna → /qnaboard) or
 * /board/{code}. (Kept out of src/links: the board contract's schemas would join the boot chunk.)
 */
export function boardPlaceOf(boardCode: string): BoardPlace {
  for (const [named, code] of Object.entries(NAMED_BOARD_ROUTES) as Array<[NamedBoard, string]>) {
    if (code === boardCode) return { named };
  }
  return { code: boardCode };
}
