import { createFileRoute } from '@tanstack/react-router';
import { AiLibraryPage } from '../../../../features/facilities/components/ai-library-page';
import { loadFacilityList } from '../../../../features/facilities/facilities-data';
import { LibraryBlock } from '../../../../features/library-info/components/library-block';

/**
 * /our-library/core-contents/generative-ai-library (생성형 AI 도서관): what it offers, its rules,
 * its rooms from the rental list; the 4th floor's hours come from the library's facts.
 */
export const Route = createFileRoute('/our-library/core-contents/generative-ai-library/')({
  loader: ({ preload }) => loadFacilityList({ preload }),
  component: function AiLibraryRoute() {
    return <AiLibraryPage loaded={Route.useLoaderData()} hours={<LibraryBlock args={['hours', 'DIGITAL']} />} />;
  },
});
