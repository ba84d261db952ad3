import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { FloorMaps } from '../features/floor-map/components/floor-maps';
import { VisitGuide } from '../features/floor-map/components/visit-guide';
import { floorFromHash } from '../features/floor-map/model/floor-hash';
import { LocationPage } from '../features/library-info/components/location-page';

/**
 * /gg-directions (spec §2): the library's address, phone and hours from its stored facts and the
 * map services (library-info), then public transport, parking and the floor maps (floor-map);
 * '#floor-2F' opens that floor's map.
 */
export const Route = createFileRoute('/gg-directions')({
  component: function DirectionsRoute() {
    const hash = useRouterState({ select: (state) => state.location.hash });
    return (
      <LocationPage>
        <VisitGuide />
        <FloorMaps initialFloor={floorFromHash(hash)} />
      </LocationPage>
    );
  },
});
