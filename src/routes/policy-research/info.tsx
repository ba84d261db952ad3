import { createFileRoute } from '@tanstack/react-router';
import { PolicyInfoPage } from '../../features/policy-research/components/policy-info-page';

/** /policy-research/info: 도서관 정책연구 — the research centre and its reports (spec §2 About and services). */
export const Route = createFileRoute('/policy-research/info')({
  component: PolicyInfoPage,
});
