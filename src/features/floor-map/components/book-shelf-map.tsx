import type { BookDetail } from '../../../../contract/catalogue';
import { RouteLink } from '../../../components/ui/route-link';
import { koFloorMap } from '../../../lib/i18n/messages-floor-map-ko';
import { bookPlaces } from '../model/book-places';
import { FloorMapSvg } from './floor-map-svg';
import { FloorLegend, FloorRoomList } from './floor-parts';
import { floorHash } from '../model/floor-hash';
import '../floor-map.css';

const t = koFloorMap;

/**
 * '이 책의 위치' on a book's page: for each floor of the main building holding a copy, the floor's
 * map with the room outlined and labelled '이 책의 위치', the room and shelf in words beside it;
 * copies in other buildings in words; a shelf the map does not know said so, with the floor guide.
 * Loaded lazily by the book page; its code is precached, so it draws offline too.
 */
export function BookShelfMap({ book }: { book: Pick<BookDetail, 'SHELF_LOC_DESC' | 'CALL_NO' | 'HOLDINGS'> }) {
  const { rooms, elsewhere } = bookPlaces(book);
  const floors = [...new Set(rooms.map((room) => room.floor))];
  return (
    <section className="book-shelf-map" aria-labelledby="book-location-title">
      <h2 id="book-location-title" className="section-title">
        {t.book.title}
      </h2>
      {rooms.length === 0 ? (
        <p className="notice">{t.book.unknown}</p>
      ) : (
        floors.map((floor) => {
          const here = rooms.filter((room) => room.floor === floor);
          const floorName = t.floors[floor].name;
          return (
            <div key={floor} className="book-shelf-map__floor">
              <h3 className="floor-panel__title">{floorName}</h3>
              <ul className="book-shelf-map__places">
                {here.map((room) => (
                  <li key={room.room}>
                    <strong>{t.book.room(floorName, t.rooms[room.room].name)}</strong>
                    {room.shelves.map((shelf) => (
                      <span key={shelf} className="book-shelf-map__line">
                        {t.book.shelf(shelf)}
                      </span>
                    ))}
                    {room.callNos.length > 0 ? <span className="book-shelf-map__line">{t.book.callNo(room.callNos.join(', '))}</span> : null}
                  </li>
                ))}
              </ul>
              <p>{t.book.onMap(floorName, here.map((room) => t.rooms[room.room].name).join(', '))}</p>
              <div className="floor-panel__body">
                <figure className="floor-map">
                  <FloorMapSvg floor={floor} highlight={here.map((room) => room.room)} />
                </figure>
                <FloorRoomList floor={floor} />
              </div>
            </div>
          );
        })
      )}
      {elsewhere.length > 0 ? (
        <>
          <h3 className="floor-panel__title">{t.book.elsewhere}</h3>
          <ul className="book-shelf-map__places">
            {elsewhere.map((place) => (
              <li key={`${place.building}:${place.place}`}>{t.book.elsewhereLine(t.book.buildings[place.building], place.place)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {rooms.length > 0 ? <FloorLegend withHere /> : null}
      <ul className="book-shelf-map__links">
        {floors.map((floor) => (
          <li key={floor}>
            <RouteLink to="/gg-directions" hash={floorHash(floor)}>
              {floors.length > 1 ? `${t.book.allMaps} (${t.floors[floor].name})` : t.book.allMaps}
            </RouteLink>
          </li>
        ))}
        {rooms.length === 0 ? (
          <li>
            <RouteLink to="/gg-directions" hash="floor-maps">
              {t.book.allMaps}
            </RouteLink>
          </li>
        ) : null}
        <li>
          <RouteLink to="/contents/$menuUrl" params={{ menuUrl: 'floor-guide' }}>
            {t.book.floorGuide}
          </RouteLink>
        </li>
      </ul>
    </section>
  );
}
