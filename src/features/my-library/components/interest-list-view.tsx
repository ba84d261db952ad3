import type { Interest } from '../../../../contract/my-library';
import { RouteLink } from '../../../components/ui/route-link';
import { koCatalogue } from '../../../lib/i18n/messages-catalogue-ko';
import { koLibrary } from '../../../lib/i18n/messages-library-ko';
import { bookLink } from '../../../links/catalogue-links';
import { useMyAction } from '../use-my-action';
import { useMyList, usePendingActions } from '../use-my-list';
import { ItemAction } from './list-parts';
import { ActionNotice, MyListFrame } from './my-list-frame';
import { toDateText } from '../../../lib/date-format';

/** /mypage/my-interested-book: books kept for later, with availability in words. */
export function InterestListView({ userKey }: { userKey: string }) {
  const view = useMyList('interests', userKey);
  const action = useMyAction(userKey, view.refresh);
  const pending = usePendingActions(userKey);
  const remove = (item: Interest) =>
    void action.run({ type: 'remove-interest', bookKey: item.BOOK_KEY, title: item.TITLE }, koLibrary.interests.removed(item.TITLE), item.BOOK_KEY);
  return (
    <MyListFrame page="my-interested-book" view={view} before={<ActionNotice message={action.message} />}>
      {(data) =>
        data.LIST.length === 0 ? (
          <p className="notice">{koLibrary.interests.empty}</p>
        ) : (
          <ul className="my-list">
            {data.LIST.map((item) => {
              const waiting = pending.some((p) => p.type === 'remove-interest' && p.target === item.BOOK_KEY);
              return (
                <li key={item.BOOK_KEY} className="my-item">
                  <div className="my-item__main">
                    <RouteLink className="my-item__title" {...bookLink(item.BOOK_KEY)}>
                      {item.TITLE}
                    </RouteLink>
                    <p className="my-item__meta">{[item.AUTHOR, item.PUBLISHER, item.PUBLISH_YEAR].filter(Boolean).join(' · ')}</p>
                    <p className={item.LOAN_CODE === 'OK' ? 'availability availability--ok' : 'availability'}>{item.LOAN_CODE === 'OK' ? koCatalogue.available : koCatalogue.onLoan}</p>
                    <p className="my-item__meta">
                      {koLibrary.interests.addedAt} {toDateText(item.ADDED_AT)}
                    </p>
                  </div>
                  <ItemAction
                    waiting={waiting}
                    button={{ label: koLibrary.interests.removeLabel(item.TITLE), text: koLibrary.interests.remove, disabled: action.busy !== null, onClick: () => remove(item) }}
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
