import { createFileRoute } from '@tanstack/react-router';
import { PolicyEventsPage } from '../../features/policy-research/components/policy-events-page';

/** /policy-research/events: the research centre's seminars and forums (spec §2 About and services). */
export const Route = createFileRoute('/policy-research/events')({
  component: PolicyEventsPage,
});
