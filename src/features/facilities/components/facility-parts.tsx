import { useRouter } from '@tanstack/react-router';
import type { Facility } from '../../../../contract/facilities';
import { LastUpdated } from '../../../components/ui/last-updated';
import type { Loaded } from '../../../data/resource';
import { koFacilities } from '../../../lib/i18n/messages-facilities-ko';
import '../facilities.css';

const t = koFacilities.rental;

/** A room's facts as a description list: place, people, hours, the longest booking, equipment. */
export function RoomFacts({ room, equipment = true }: { room: Facility; equipment?: boolean }) {
  const rows: [string, string][] = [
    [t.place, room.PLACE],
    [t.capacity, t.capacityRange(room.MIN_PEOPLE, room.CAPACITY)],
    [t.hours, `${t.hoursText(room.OPENS, room.CLOSES, room.WEEKEND_CLOSES)} (${t.maxHours(room.MAX_HOURS)})`],
  ];
  if (equipment && room.EQUIPMENT.length > 0) rows.push([t.equipment, room.EQUIPMENT.join(', ')]);
  return (
    <dl className="room-facts">
      {rows.map(([label, value]) =>
        value ? (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/**
 * When the rooms were fetched. The list is read from the device first and refreshed quietly (the
 * time moves on when the refresh lands), so a stored copy is the usual case, not a failure.
 */
export function ListUpdated({ fetchedAt }: { fetchedAt: number }) {
  return (
    <LastUpdated
      fetchedAt={fetchedAt}
      fromCache={false}
      labels={{ lastUpdated: t.lastUpdated, savedCopy: koFacilities.savedCopy }}
      className="facilities-updated"
    />
  );
}

/** Nothing to show: offline with nothing stored, or the server refused (with a retry). */
export function LoadProblem({ result }: { result: Exclude<Loaded<unknown>, { kind: 'data' }> }) {
  const router = useRouter();
  if (result.kind === 'offline') return <p className="notice">{koFacilities.offline}</p>;
  return (
    <div>
      <p className="form-error" role="alert">
        {result.kind === 'failed' && result.message ? result.message : koFacilities.failed}
      </p>
      <button type="button" className="button button--secondary" onClick={() => void router.invalidate()}>
        {t.retry}
      </button>
    </div>
  );
}
