import type { Reservation } from '../../../../contract/my-library';
import { RouteLink } from '../../../components/ui/route-link';
import { koLibrary } from '../../../lib/i18n/messages-library-ko';
import { bookLink } from '../../../links/catalogue-links';
import { useMyAction } from '../use-my-action';
import { useMyList, usePendingActions } from '../use-my-list';
import { Facts, ItemAction } from './list-parts';
import { ActionNotice, MyListFrame } from './my-list-frame';
import { toDateText } from '../../../lib/date-format';

/** /mypage/bookreserve-list: the queue position or the pick-up deadline, and cancel. */
export function ReserveListView({ userKey }: { userKey: string }) {
  const view = useMyList('reserves', userKey);
  const action = useMyAction(userKey, view.refresh);
  const pending = usePendingActions(userKey);
  const cancel = (item: Reservation) => {
    if (!window.confirm(koLibrary.reserves.confirmCancel(item.TITLE))) return;
    void action.run({ type: 'cancel-reserve', reserveKey: item.RESERVE_KEY, title: item.TITLE }, koLibrary.reserves.cancelled(item.TITLE), item.RESERVE_KEY);
  };
  return (
    <MyListFrame page="bookreserve-list" view={view} before={<ActionNotice message={action.message} />}>
      {(data) =>
        data.LIST.length === 0 ? (
          <p className="notice">{koLibrary.reserves.empty}</p>
        ) : (
          <ul className="my-list">
            {data.LIST.map((item) => {
              const waiting = pending.some((p) => p.type === 'cancel-reserve' && p.target === item.RESERVE_KEY);
              return (
                <li key={item.RESERVE_KEY} className="my-item">
                  <div className="my-item__main">
                    <RouteLink className="my-item__title" {...bookLink(item.BOOK_KEY)}>
                      {item.TITLE}
                    </RouteLink>
                    <p className="my-item__meta">{item.AUTHOR}</p>
                    <p className={item.STATUS === 'READY' ? 'status-word status-word--ready' : 'status-word'}>
                      <strong>{item.STATUS === 'READY' ? koLibrary.reserves.ready(toDateText(item.PICKUP_UNTIL)) : koLibrary.reserves.wait(item.QUEUE_NO)}</strong>
                    </p>
                    <Facts
                      rows={[
                        [koLibrary.reserves.pickup, item.BRANCH_NAME],
                        [koLibrary.reserves.reservedAt, toDateText(item.RESERVED_AT)],
                      ]}
                    />
                  </div>
                  <ItemAction
                    waiting={waiting}
                    button={{ label: koLibrary.reserves.cancelLabel(item.TITLE), text: koLibrary.reserves.cancel, disabled: action.busy !== null, onClick: () => cancel(item) }}
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
