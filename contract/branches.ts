import * as v from 'valibot';

/**
 * The library's branches (holdings, reservations' pick-up place, the branch filter). Kept apart
 * from the schemas: the search page's facet labels need only these names at boot.
 */
export const BRANCHES = [
  { CODE: 'MAIN', NAME: '경기도서관 본관' },
  { CODE: 'CHILD', NAME: '경기도서관 어린이자료실' },
  { CODE: 'NORTH', NAME: '경기도서관 북부분관' },
  { CODE: 'SMART', NAME: '광교 스마트도서관' },
] as const;

export type BranchCode = (typeof BRANCHES)[number]['CODE'];

export const BRANCH_CODES = BRANCHES.map((branch) => branch.CODE) as [BranchCode, ...BranchCode[]];

export const BranchCodeField = v.picklist(BRANCH_CODES, `branch는 ${BRANCH_CODES.join(', ')} 중 하나여야 합니다.`);

export function branchName(code: string): string {
  return BRANCHES.find((branch) => branch.CODE === code)?.NAME ?? code;
}
