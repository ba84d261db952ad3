import { createFileRoute } from '@tanstack/react-router';
import { HomeHero } from '../features/home/components/home-hero';
import { MenuSections } from '../features/menu/components/menu-sections';
import { ensureMenus, type MenuSnapshot } from '../features/menu/load-menus';
import { useVisibleMenus } from '../features/menu/use-menus';
import { ko } from '../lib/i18n/messages-ko';
import { useDocumentTitle } from '../lib/use-document-title';

const NOT_YET: MenuSnapshot = { items: [], fetchedAt: 0 };

/**
 * The home page paints at once: the hero needs no data, and the menu cards fill in from the
 * store (or the first fetch) through a live query, so the largest text does not wait for them.
 */
export const Route = createFileRoute('/main')({
  loader: () => {
    void ensureMenus();
  },
  component: MainPage,
});

function MainPage() {
  const { items, known } = useVisibleMenus(NOT_YET);
  useDocumentTitle('', ko.app.name);
  return (
    <>
      <HomeHero />
      <MenuSections items={items} loading={!known} />
    </>
  );
}
