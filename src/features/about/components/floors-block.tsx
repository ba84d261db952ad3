import type { AboutFloor } from '../../../../contract/about';
import { koAbout } from '../../../lib/i18n/messages-about-ko';
import { floorAnchor, totalSeats } from '../model/about-model';
import { TableWrap } from './table-wrap';

const t = koAbout.facility;

/** A facts room's hours as lines ('화–금 09:00–22:00'), null while the facts are not on the device. */
export type RoomHours = (roomCode: string) => readonly string[] | null;

function Hours({ roomCode, text, roomHours }: { roomCode: string; text: string; roomHours: RoomHours }) {
  if (roomCode === '') return <>{text}</>;
  const lines = roomHours(roomCode);
  if (lines === null) return <span aria-busy="true">{text || t.factsHours}</span>;
  return (
    <ul className="about-table__list">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** {{about:floors}}: each floor top to bottom with a table of its rooms, seats and hours. */
export function FloorsBlock({ floors, roomHours }: { floors: readonly AboutFloor[]; roomHours: RoomHours }) {
  return (
    <div className="about-floors">
      <p>{t.totalSeats(totalSeats(floors))}</p>
      <nav aria-label={t.floorsNav}>
        <ul className="about-chips">
          {floors.map((floor) => (
            <li key={floor.CODE}>
              <a href={`#${floorAnchor(floor.CODE)}`}>{floor.NAME}</a>
            </li>
          ))}
        </ul>
      </nav>
      {floors.map((floor) => (
        <section key={floor.CODE} aria-labelledby={floorAnchor(floor.CODE)} className="about-floor">
          <h2 id={floorAnchor(floor.CODE)}>
            <span className="about-floor__code" aria-hidden="true">
              {floor.CODE}
            </span>
            {floor.NAME}
          </h2>
          {floor.SUMMARY ? <p>{floor.SUMMARY}</p> : null}
          <TableWrap label={t.caption(floor.NAME)}>
            <table className="about-table">
              <caption className="sr-only">{t.caption(floor.NAME)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.room}</th>
                  <th scope="col">{t.seats}</th>
                  <th scope="col">{t.hours}</th>
                  <th scope="col">{t.note}</th>
                </tr>
              </thead>
              <tbody>
                {floor.ROOMS.map((room) => (
                  <tr key={room.NAME}>
                    <th scope="row">{room.NAME}</th>
                    <td>{room.SEATS > 0 ? t.seatCount(room.SEATS) : t.noSeats}</td>
                    <td>
                      <Hours roomCode={room.ROOM_CODE} text={room.HOURS} roomHours={roomHours} />
                    </td>
                    <td>{room.NOTE}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </section>
      ))}
    </div>
  );
}
