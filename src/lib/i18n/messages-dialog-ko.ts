/** The portal's alert dialog (src/app/alert-dialog.tsx): loaded with it, on the first alert. */
export const koDialog = {
  /** The one button of an alert, as the browser's own alert names it. */
  ok: '확인',
};
