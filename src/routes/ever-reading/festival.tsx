import { createFileRoute } from '@tanstack/react-router';
import { FestivalPage } from '../../features/reading/components/festival-page';

/** /ever-reading/festival: the 경기 북페스티벌 (the popups and the menu link here). */
export const Route = createFileRoute('/ever-reading/festival')({
  component: FestivalPage,
});
