import { useEffect, useId, useRef } from 'react';
import { useResource } from '../../../data/use-resource';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { toDateTime } from '../../../lib/date-format';
import { ko } from '../../../lib/i18n/messages-ko';
import { koPanels } from '../../../lib/i18n/messages-panels-ko';
import { useIsMemberCardOpen, useSetMemberCardOpen } from '../model/card-atoms';
import { useWakeLock } from '../use-wake-lock';
import { cardNumberResource } from '../member-card-data';
import { BarcodeSvg } from './barcode-svg';

export interface CardHolder {
  name: string;
  /** The member's user_key: asks getuserno for the card's current number. */
  userKey: string;
  /** The number the session carries; shown until getuserno has answered once. */
  userNo: string;
  /** Epoch ms of the last time the server confirmed the session. */
  lastVerifiedAt: number;
}

/**
 * The mobile membership card: a white full-screen view made for the gate scanner — large
 * name and number, wide quiet zones, screen kept on. Renders from stored data only, so it
 * opens with no network.
 */
export function MemberCardDialog({ holder }: { holder: CardHolder }) {
  const open = useIsMemberCardOpen();
  const setOpen = useSetMemberCardOpen();
  const titleId = useId();
  useWakeLock(open);
  // The stored number at once (also with no network); the library's current one when online.
  const number = useResource(cardNumberResource, { userKey: holder.userKey });
  const { refresh } = number;
  // The dialog stays mounted once loaded: the first opening is asked by the mount, later ones here.
  const openedBefore = useRef(false);
  useEffect(() => {
    if (!open) return;
    if (openedBefore.current) refresh();
    openedBefore.current = true;
  }, [open, refresh]);
  const userNo = number.stored?.data || holder.userNo;
  return (
    <ModalDialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} className="member-card">
      <div className="member-card__inner">
        <h2 id={titleId} className="member-card__title">
          {koPanels.card.title}
        </h2>
        <p className="member-card__name">{koPanels.card.holder(holder.name)}</p>
        <div className="member-card__code">
          <BarcodeSvg value={userNo} label={koPanels.card.barcodeLabel(userNo)} />
        </div>
        <p className="member-card__number">{koPanels.card.number(userNo)}</p>
        <p className="member-card__verified">{koPanels.card.lastVerified(toDateTime(holder.lastVerifiedAt))}</p>
        <p className="member-card__hint">{koPanels.card.hint}</p>
        <button type="button" className="button member-card__close" onClick={() => setOpen(false)}>
          {ko.dialog.close}
        </button>
      </div>
    </ModalDialog>
  );
}
