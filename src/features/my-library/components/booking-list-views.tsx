import { useEffect, useRef } from 'react';
import type { FacilityBooking, ProgramApplication } from '../../../../contract/my-library';
import { FACILITY_BOOK_OUTBOX_KIND } from '../../../../contract/facilities';
import { PROGRAM_APPLY_OUTBOX_KIND } from '../../../../contract/programs';
import { RouteLink } from '../../../components/ui/route-link';
import { usePendingWrites } from '../../../data/use-outbox';
import { toDateText, toDateTime, toDateWeekday, toTime24 } from '../../../lib/date-format';
import { koLibrary } from '../../../lib/i18n/messages-library-ko';
import { timeRangeText } from '../../../lib/time-of-day';
import { rentalFacilityLink } from '../../../links/facility-links';
import { programDetailLink } from '../../../links/program-links';
import { useMyAction } from '../use-my-action';
import { useMyList, usePendingActions } from '../use-my-list';
import { Facts, ItemAction } from './list-parts';
import { ActionNotice, MyListFrame } from './my-list-frame';

/** A program's dates in the library's days; its times 24-hour, as schedules are printed. */
function programWhen(item: ProgramApplication): string {
  const [startDay, endDay] = [toDateWeekday(item.START_AT), toDateWeekday(item.END_AT)];
  const [start, end] = [toTime24(item.START_AT), toTime24(item.END_AT)];
  return startDay === endDay ? `${startDay} ${start}–${end}` : `${startDay} ${start} ~ ${endDay} ${end}`;
}

/** Applications made offline on the programs pages, still waiting in the outbox: their program ids. */
function useQueuedApplications(userKey: string): number[] {
  const rows = usePendingWrites(PROGRAM_APPLY_OUTBOX_KIND);
  return rows.flatMap((row) => {
    const body = typeof row.body === 'object' && row.body !== null ? (row.body as Record<string, unknown>) : {};
    return body.user_key === userKey && typeof body.program_id === 'number' ? [body.program_id] : [];
  });
}

/** /mypage/programreserve-list: applications, their state in words, cancel while allowed. */
export function ProgramListView({ userKey }: { userKey: string }) {
  const view = useMyList('programs', userKey);
  const action = useMyAction(userKey, view.refresh);
  const pending = usePendingActions(userKey);
  const queued = useQueuedApplications(userKey);
  // Queued applications sent (the outbox shrank): the server's list now has them.
  const queuedCount = useRef(queued.length);
  const { refresh } = view;
  useEffect(() => {
    if (queued.length < queuedCount.current) refresh();
    queuedCount.current = queued.length;
  }, [queued.length, refresh]);
  const cancel = (item: ProgramApplication) => {
    if (!window.confirm(koLibrary.programs.confirmCancel(item.TITLE))) return;
    void action.run({ type: 'cancel-program', applyKey: item.APPLY_KEY, title: item.TITLE }, koLibrary.programs.cancelled(item.TITLE), item.APPLY_KEY);
  };
  return (
    <MyListFrame
      page="programreserve-list"
      view={view}
      before={
        <>
          <ActionNotice message={action.message} />
          {queued.length > 0 ? <p className="notice notice--queued">{koLibrary.programs.queuedApplications(queued.length)}</p> : null}
        </>
      }
    >
      {(data) =>
        data.LIST.length === 0 ? (
          <p className="notice">{koLibrary.programs.empty}</p>
        ) : (
          <ul className="my-list">
            {data.LIST.map((item) => {
              const waiting = pending.some((p) => p.type === 'cancel-program' && p.target === item.APPLY_KEY);
              return (
                <li key={item.APPLY_KEY} className="my-item">
                  <div className="my-item__main">
                    <p className="my-item__title">
                      <RouteLink {...programDetailLink(item.PROGRAM_ID)}>{item.TITLE}</RouteLink>
                    </p>
                    <p className="status-word">
                      <strong>
                        {koLibrary.programs.status[item.STATUS]}
                        {item.STATUS === 'WAITING' && item.WAIT_NO > 0 ? ` · ${koLibrary.programs.waitNo(item.WAIT_NO)}` : ''}
                      </strong>
                      {item.CATEGORY ? <span className="badge">{item.CATEGORY}</span> : null}
                    </p>
                    {item.PROMOTED_AT ? <p className="notice notice--ok">{koLibrary.programs.promoted(toDateTime(item.PROMOTED_AT))}</p> : null}
                    <Facts
                      rows={[
                        [koLibrary.programs.when, programWhen(item)],
                        [koLibrary.programs.place, item.PLACE],
                        item.CANCELABLE_YN === 'Y' && item.CANCEL_END ? [koLibrary.programs.cancelUntil, toDateText(item.CANCEL_END)] : null,
                      ]}
                    />
                  </div>
                  <ItemAction
                    waiting={waiting}
                    button={
                      item.CANCELABLE_YN === 'Y'
                        ? { label: koLibrary.programs.cancelLabel(item.TITLE), text: koLibrary.programs.cancel, disabled: action.busy !== null, onClick: () => cancel(item) }
                        : null
                    }
                  />
                </li>
              );
            })}
          </ul>
        )
      }
    </MyListFrame>
  );
}

/** A booking named for people: the room and the day (two bookings of one room differ). */
function bookingTitle(item: FacilityBooking): string {
  return `${item.FACILITY_NAME} ${toDateText(item.USE_DATE)}`;
}

/** /mypage/facilityreserve-list: bookings, their state in words, cancel while allowed. */
export function FacilityListView({ userKey }: { userKey: string }) {
  const view = useMyList('facilities', userKey);
  const action = useMyAction(userKey, view.refresh);
  const pending = usePendingActions(userKey);
  // Bookings made offline on the rental page, still in the outbox; once sent, the server's list has them.
  const queued = usePendingWrites(FACILITY_BOOK_OUTBOX_KIND).filter(
    (row) => typeof row.body === 'object' && row.body !== null && (row.body as Record<string, unknown>).user_key === userKey,
  ).length;
  const queuedCount = useRef(queued);
  const { refresh } = view;
  useEffect(() => {
    if (queued < queuedCount.current) refresh();
    queuedCount.current = queued;
  }, [queued, refresh]);
  const cancel = (item: FacilityBooking) => {
    const title = bookingTitle(item);
    if (!window.confirm(koLibrary.facilities.confirmCancel(title))) return;
    void action.run({ type: 'cancel-facility', bookingKey: item.BOOKING_KEY, title }, koLibrary.facilities.cancelled(title), item.BOOKING_KEY);
  };
  return (
    <MyListFrame
      page="facilityreserve-list"
      view={view}
      before={
        <>
          <ActionNotice message={action.message} />
          {queued > 0 ? <p className="notice notice--queued">{koLibrary.facilities.queuedBookings(queued)}</p> : null}
          <p>
            <RouteLink {...rentalFacilityLink()}>{koLibrary.facilities.toRental}</RouteLink>
          </p>
        </>
      }
    >
      {(data) =>
        data.LIST.length === 0 ? (
          <p className="notice">{koLibrary.facilities.empty}</p>
        ) : (
          <ul className="my-list">
            {data.LIST.map((item) => {
              const waiting = pending.some((p) => p.type === 'cancel-facility' && p.target === item.BOOKING_KEY);
              return (
                <li key={item.BOOKING_KEY} className="my-item">
                  <div className="my-item__main">
                    <p className="my-item__title">
                      {item.FACILITY_NAME} <span className="my-item__meta">{item.BRANCH_NAME}</span>
                    </p>
                    <p className="status-word">
                      <strong>{koLibrary.facilities.status[item.STATUS]}</strong>
                      {item.STATUS_NOTE ? ` · ${item.STATUS_NOTE}` : ''}
                    </p>
                    <Facts
                      rows={[
                        // Times read from the server are checked (spec §5 time helper): an impossible one is not shown as if it were.
                        [koLibrary.facilities.when, `${toDateText(item.USE_DATE)} ${timeRangeText(item.START_TIME, item.END_TIME) ?? koLibrary.facilities.timeUnknown}`],
                        [koLibrary.facilities.peopleLabel, koLibrary.facilities.people(item.PEOPLE)],
                        item.PURPOSE ? [koLibrary.facilities.purpose, item.PURPOSE] : null,
                      ]}
                    />
                  </div>
                  <ItemAction
                    waiting={waiting}
                    button={
                      item.CANCELABLE_YN === 'Y'
                        ? { label: koLibrary.facilities.cancelLabel(bookingTitle(item)), text: koLibrary.facilities.cancel, disabled: action.busy !== null, onClick: () => cancel(item) }
                        : null
                    }
                  />
                </li>
              );
            })}
          </ul>
        )
      }
    </MyListFrame>
  );
}
