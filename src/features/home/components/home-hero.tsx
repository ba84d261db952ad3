import { ko } from '../../../lib/i18n/messages-ko';

/** The front page's opening band: who we are, when we are open, where to find us. */
export function HomeHero() {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="container home-hero__inner">
        <h1 id="home-title" className="home-hero__title">
          {ko.app.name}
        </h1>
        <p className="home-hero__tagline">{ko.app.tagline}</p>
        <dl className="home-hero__facts">
          <div>
            <dt>이용시간</dt>
            <dd>{ko.footer.hours}</dd>
          </div>
          <div>
            <dt>오시는 길</dt>
            <dd>{ko.footer.address}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
