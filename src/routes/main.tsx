import { createFileRoute } from '@tanstack/react-router';
import { HomeHero } from '../features/home/components/home-hero';
import { MenuSections } from '../features/menu/components/menu-sections';
import { ensureMenus } from '../features/menu/load-menus';
import { useVisibleMenus } from '../features/menu/use-menus';
import { ko } from '../lib/i18n/messages-ko';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/main')({
  loader: () => ensureMenus(),
  component: MainPage,
});

function MainPage() {
  const { items } = useVisibleMenus(Route.useLoaderData());
  useDocumentTitle('', ko.app.name);
  return (
    <>
      <HomeHero />
      <MenuSections items={items} />
    </>
  );
}
