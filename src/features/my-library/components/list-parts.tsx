import type { ReactNode } from 'react';
import { koLibrary } from '../../../lib/i18n/messages-library-ko';

/** Label–value facts of one item (branch, dates …); empty rows are left out. */
export function Facts({ rows }: { rows: ReadonlyArray<readonly [label: string, value: ReactNode] | null> }) {
  return (
    <dl className="my-facts">
      {rows.flatMap((row) =>
        row
          ? [
              <div key={row[0]}>
                <dt>{row[0]}</dt>
                <dd>{row[1]}</dd>
              </div>,
            ]
          : [],
      )}
    </dl>
  );
}

export interface ItemButton {
  /** Names the item for screen readers, e.g. '작별인사 반납 연장'. */
  label: string;
  text: string;
  onClick: () => void;
  disabled: boolean;
}

/**
 * An item's action column: '연결되면 보냄' while its action waits in the outbox, else the button
 * (or `otherwise`, e.g. why it cannot be renewed).
 */
export function ItemAction({ waiting, button, otherwise = null }: { waiting: boolean; button: ItemButton | null; otherwise?: ReactNode }) {
  return (
    <div className="my-item__actions">
      {waiting ? (
        <span className="badge badge--pending">{koLibrary.pendingBadge}</span>
      ) : button ? (
        <button type="button" className="button button--secondary" aria-label={button.label} disabled={button.disabled} onClick={button.onClick}>
          {button.text}
        </button>
      ) : (
        otherwise
      )}
    </div>
  );
}

/** The member's standing as large figures (나의 도서관 and 이용 현황). */
export function StatGrid({ rows }: { rows: ReadonlyArray<readonly [key: string, label: ReactNode, value: ReactNode]> }) {
  return (
    <dl className="stat-grid">
      {rows.map(([key, label, value]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
