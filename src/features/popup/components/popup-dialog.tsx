import { startTransition, useEffect, useId, useState, type MouseEvent } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { koPanels } from '../../../lib/i18n/messages-panels-ko';
import { hidePopupsForToday } from '../popup-data';
import { usePopups, useSetPopups } from '../model/popup-atoms';
import { PopupSlide } from './popup-slide';
import { PopupSlider } from './popup-slider';

/**
 * 도서관 소식 (spec §2): the day's notices as a slider — one slide centred, arrows when there are
 * several, spacing 40 — with '오늘 하루 보지 않기' and 닫기. Focus moves in when it opens and
 * returns on close; closing clears the content, and the next navigation to /main checks again (spec §4).
 *
 * A layer below the header, not a modal: a member at the library gate reaches 모바일 회원증 in
 * one tap with the day's news up (the shell makes the page behind it inert and keeps the
 * header usable; the popup steps aside while any other dialog is open).
 */
export function PopupDialog() {
  const popups = usePopups();
  const setPopups = useSetPopups();
  const titleId = useId();
  // The other notices' images are asked for once the first has arrived and the browser has a quiet
  // moment, or as soon as the member moves the slider: until then the first one, the largest
  // thing /main paints, does not share a phone's bandwidth with pictures nobody sees yet.
  const [firstShown, setFirstShown] = useState(false);
  const [restWanted, setRestWanted] = useState(false);
  // The dialog opens one task after the day's list is in, as a transition: on a first visit to
  // /main the list, the page's first render and the router's first load land together, and
  // opening in that commit made one task of ~95 ms at 4× CPU (npm run bench -- --boot-only).
  // ModalDialog itself no longer forces a layout when it opens (it sets `open`; the focus moves in
  // after the next frame).
  const wanted = popups.length > 0;
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!wanted) {
      setOpened(false);
      return undefined;
    }
    const timer = window.setTimeout(() => startTransition(() => setOpened(true)), 0);
    return () => window.clearTimeout(timer);
  }, [wanted]);
  // Both steps render as transitions (in slices that yield): the image's load event and an idle
  // callback would otherwise each re-render the dialog in one task while the page still loads.
  useEffect(() => {
    if (!firstShown || restWanted) return undefined;
    const wantRest = () => startTransition(() => setRestWanted(true));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(wantRest, 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(wantRest, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [firstShown, restWanted]);
  // Closed, its content is cleared (spec §4); the next navigation to /main checks again.
  // The slider's teardown and the page behind becoming usable again (inert off: every element's
  // style) render as a transition, in slices after the frame that shows the dialog gone: on a slow
  // phone they made the tap on 닫기 wait ~200 ms for that frame (npm run bench -- --interactions-only).
  const close = () => {
    startTransition(() => setPopups([]));
  };
  // The buttons close the <dialog> itself, at once; its close event then calls close() (ModalDialog).
  const closeDialog = (event: MouseEvent<HTMLButtonElement>) => {
    const dialog = event.currentTarget.closest('dialog');
    if (dialog?.open) dialog.close();
    else close();
  };
  return (
    <ModalDialog open={wanted && opened} onClose={close} labelledBy={titleId} className="popup-dialog" modal={false}>
      <div className="popup-dialog__inner">
        <h2 id={titleId} className="popup-dialog__title">
          {koPanels.popup.title}
        </h2>
        <PopupSlider
          onMove={() => setRestWanted(true)}
          name={koPanels.popup.title}
          labels={koPanels.carousel(koPanels.popup.title)}
          slides={popups.map((popup, index) => (
            // POPUP_ID may be missing (0): the position keeps keys apart.
            <PopupSlide
              key={`${popup.POPUP_ID}-${index}`}
              popup={popup}
              priority={index === 0}
              waiting={index > 0 && !restWanted}
              onLoad={index === 0 ? () => startTransition(() => setFirstShown(true)) : undefined}
            />
          ))}
        />
        <div className="popup-dialog__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={(event) => {
              hidePopupsForToday();
              closeDialog(event);
            }}
          >
            {koPanels.popup.notToday}
          </button>
          <button type="button" className="button" onClick={closeDialog}>
            {koPanels.popup.close}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
