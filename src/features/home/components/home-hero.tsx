import { memo, type ReactNode } from 'react';
import { ko } from '../../../lib/i18n/messages-ko';

/** The front page's opening band: who we are, the catalogue search, where to find us. */
export const HomeHero = memo(function HomeHero({ search }: { search?: ReactNode }) {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="container home-hero__inner">
        <h1 id="home-title" className="home-hero__title">
          {ko.app.name}
        </h1>
        <p className="home-hero__tagline">{ko.app.tagline}</p>
        {search}
      </div>
    </section>
  );
});
