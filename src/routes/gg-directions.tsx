import { createFileRoute } from '@tanstack/react-router';
import { LocationPage } from '../features/library-info/components/location-page';

/** /gg-directions (spec §2): the library's address, phone and hours from its stored facts, and the map services. */
export const Route = createFileRoute('/gg-directions')({
  component: LocationPage,
});
