import type { ReactNode } from 'react';
import type { LibraryInfo } from '../../../../contract/library-info';
import { koFacts } from '../../../lib/i18n/messages-facts-ko';
import { useLibraryInfo } from '../library-info-data';
import { addressText, closedText, hoursText, roomText } from '../model/facts-text';
import { FactSkeleton, PhoneLink } from './fact-parts';
import '../library-info.css';

/** The parts a CMS page may ask for with `{{library:…}}` (docs/architecture.md "Library facts"). */
export type LibraryBlockPart = 'location' | 'hours' | 'closed' | 'contacts';

function Location({ info }: { info: LibraryInfo }) {
  return (
    <dl className="facts-list">
      <div>
        <dt>{koFacts.address}</dt>
        <dd>{addressText(info)}</dd>
      </div>
      {info.PHONE ? (
        <div>
          <dt>{koFacts.phone}</dt>
          <dd>
            <PhoneLink phone={info.PHONE} />
          </dd>
        </div>
      ) : null}
      {info.FAX ? (
        <div>
          <dt>{koFacts.fax}</dt>
          <dd>{info.FAX}</dd>
        </div>
      ) : null}
      {info.EMAIL ? (
        <div>
          <dt>{koFacts.email}</dt>
          <dd>
            <a href={`mailto:${info.EMAIL}`}>{info.EMAIL}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

const lines = (items: readonly string[]) => (
  <ul className="facts-lines">
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

/** Every room with its place and weekly hours; one room only when `code` names it. */
function Hours({ info, code }: { info: LibraryInfo; code: string | undefined }) {
  if (code !== undefined) {
    const room = info.ROOMS.find((r) => r.CODE === code);
    return room ? lines(hoursText(room.HOURS)) : null;
  }
  return (
    <ul className="facts-rooms">
      {info.ROOMS.map((room) => (
        <li key={room.CODE}>
          <strong>{roomText(room)}</strong>
          {lines(hoursText(room.HOURS))}
        </li>
      ))}
    </ul>
  );
}

function Contacts({ info }: { info: LibraryInfo }) {
  return (
    <ul className="facts-lines">
      {info.PHONE ? (
        <li>
          {koFacts.phone}: <PhoneLink phone={info.PHONE} />
        </li>
      ) : null}
      {info.ROOMS.filter((room) => room.PHONE !== '').map((room) => (
        <li key={room.CODE}>
          {room.NAME}: <PhoneLink phone={room.PHONE} />
        </li>
      ))}
    </ul>
  );
}

function partOf(info: LibraryInfo, part: string | undefined, code: string | undefined): ReactNode {
  switch (part as LibraryBlockPart | undefined) {
    case 'location':
      return <Location info={info} />;
    case 'hours':
      return <Hours info={info} code={code} />;
    case 'closed':
      return lines(closedText(info));
    case 'contacts':
      return <Contacts info={info} />;
    default:
      return null;
  }
}

const KNOWN: readonly string[] = ['location', 'hours', 'closed', 'contacts'] satisfies LibraryBlockPart[];

/** Where facts will show: a grey placeholder while they load, a sentence when none can be had. */
export function FactsPending({ loading }: { loading: boolean }) {
  if (!loading) return <p className="notice">{koFacts.unavailable}</p>;
  return (
    <div className="facts-block facts-block--loading" aria-busy="true">
      <span className="sr-only">{koFacts.loading}</span>
      <FactSkeleton size="long" />
      <FactSkeleton />
    </div>
  );
}

/**
 * A `{{library:part[:ROOM]}}` block of a CMS page, drawn from the stored facts: the page's text
 * says what it says, the facts come from the one record. Before the facts are on the device a
 * grey placeholder keeps the block's place; an unknown part draws nothing.
 */
export function LibraryBlock({ args }: { args: readonly string[] }) {
  const { info, loading } = useLibraryInfo();
  const [part, code] = args;
  if (part === undefined || !KNOWN.includes(part)) return null;
  if (!info) return <FactsPending loading={loading} />;
  return <div className="facts-block">{partOf(info, part, code)}</div>;
}
