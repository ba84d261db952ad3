import { memo } from 'react';
import type { MenuItem } from '../../../../contract/menu';
import { ko } from '../../../lib/i18n/messages-ko';
import { MenuLink } from './menu-link';

/**
 * Every top-level menu as a card of its second-level entries: the site at a glance. Its ~55 links
 * render again only when the menus change, not each time the page around them gets data.
 */
export const MenuSections = memo(function MenuSections({ items, loading = false }: { items: MenuItem[]; loading?: boolean }) {
  return (
    <section className="menu-sections container" aria-labelledby="menu-sections-title">
      <h2 id="menu-sections-title" className="section-title">
        {ko.home.sectionsTitle}
      </h2>
      {loading ? (
        <div className="menu-sections__placeholder" role="status">
          <span className="sr-only">{ko.app.loading}</span>
        </div>
      ) : items.length === 0 ? (
        <p className="notice">{ko.home.menuEmpty}</p>
      ) : (
        <ul className="menu-sections__grid">
          {items.map((item) => (
            <li key={item.MENU_ID} className="menu-card">
              <h3 className="menu-card__title">{item.MENU_NAME}</h3>
              {item.children.length > 0 ? (
                <ul className="menu-card__links">
                  {item.children.map((child) => (
                    <li key={child.MENU_ID}>
                      <MenuLink item={child} className="menu-card__link" />
                    </li>
                  ))}
                </ul>
              ) : (
                <MenuLink item={item} className="menu-card__link" />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
