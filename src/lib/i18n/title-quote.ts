/**
 * A title in 「」 corner brackets, as Korean notices cite one; a title that already carries its
 * own (a program named 작가와의 만남 「소설이 질문하는 방식」) is cited as it is, not bracketed twice.
 */
export function quoteTitle(title: string): string {
  return /[「」]/.test(title) ? title : `「${title}」`;
}
