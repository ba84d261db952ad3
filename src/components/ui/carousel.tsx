import 'keen-slider/keen-slider.min.css';
import { useKeenSlider, type KeenSliderInstance } from 'keen-slider/react';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';

export interface CarouselLabels {
  /** Names the region, e.g. '신착도서'. */
  name: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  empty: string;
  /** "n / total" for a slide's group label. */
  slide: (index: number, total: number) => string;
}

export interface CarouselProps {
  slides: ReactNode[];
  labels: CarouselLabels;
  /** 'auto': each slide keeps its CSS width (spec default); a number shows that many. */
  perView?: 'auto' | number;
  /** Gap between slides in px (spec default 30). */
  spacing?: number;
  centered?: boolean;
  loop?: boolean;
  autoplay?: boolean;
  /** ms between slides (spec default 2500). */
  delay?: number;
  showPlayButton?: boolean;
  className?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The carousel wrapper of spec §2/§9: keen-slider with play/pause (hidden label 일시정지/재생),
 * hover pauses and leaving resumes only while the toggle is on, fraction pagination, arrows
 * hidden when everything fits, 'No slides' when empty. Autoplay is off for reduced motion, and
 * pauses while keyboard focus is inside (WCAG 2.2.2).
 */
export function Carousel({
  slides,
  labels,
  perView = 'auto',
  spacing = 30,
  centered = false,
  loop = true,
  autoplay = true,
  delay = 2500,
  showPlayButton = true,
  className,
}: CarouselProps) {
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(() => autoplay && !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const [overflows, setOverflows] = useState(true);
  const regionId = useId();
  const total = slides.length;

  const measure = useCallback((slider: KeenSliderInstance) => {
    // Overflow watch: when every slide fits there is nothing to move, so no arrows or autoplay.
    const container = slider.container;
    const content = Array.from(container.children).reduce((sum, child) => sum + (child as HTMLElement).offsetWidth, 0);
    setOverflows(content + spacing * Math.max(0, container.children.length - 1) > container.clientWidth + 1);
  }, [spacing]);

  const [sliderRef, instance] = useKeenSlider<HTMLDivElement>(
    {
      loop: loop && total > 1,
      mode: 'snap',
      slides: { perView, spacing, origin: centered ? 'center' : 'auto' },
      slideChanged: (slider) => setCurrent(slider.track.details.rel),
      created: measure,
      updated: measure,
    },
    [],
  );

  useEffect(() => {
    instance.current?.update();
  }, [instance, total, perView, spacing, centered]);

  // Rewind (spec default): without a loop, 'next' on the last slide goes back to the first.
  const next = useCallback(() => {
    const slider = instance.current;
    if (!slider) return;
    const details = slider.track.details;
    if (!loop && details && details.rel >= details.slides.length - 1) slider.moveToIdx(0);
    else slider.next();
  }, [instance, loop]);
  const previous = useCallback(() => {
    const slider = instance.current;
    if (!slider) return;
    const details = slider.track.details;
    if (!loop && details && details.rel <= 0) slider.moveToIdx(details.slides.length - 1);
    else slider.prev();
  }, [instance, loop]);

  // A slide that takes the keyboard focus while out of view (a loop parks the last slides to the
  // left of the first) is brought into view, so the focus is never on something unseen (WCAG 2.4.11).
  const showFocused = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      const slider = instance.current;
      if (!slider || !(event.target instanceof Element)) return;
      // The keyboard's focus only: a card pressed with the finger or the mouse takes the focus too,
      // and moving the slides then would take the card from under the pointer before the click.
      if (!event.target.matches(':focus-visible')) return;
      const container = slider.container;
      // The browser may have scrolled the clipped track to reach the element: keen-slider moves
      // slides by transform alone, so that scroll would misplace every slide.
      container.scrollLeft = 0;
      const slide = event.target.closest('.carousel__slide');
      const index = slide instanceof HTMLElement ? slider.slides.indexOf(slide) : -1;
      if (!slide || index < 0) return;
      const box = slide.getBoundingClientRect();
      const view = container.getBoundingClientRect();
      if (box.left >= view.left - 1 && box.right <= view.right + 1) return;
      slider.moveToIdx(index, false, prefersReducedMotion() ? { duration: 0 } : undefined);
    },
    [instance],
  );

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearInterval(timer.current);
    if (!playing || held || !overflows || total < 2) return;
    timer.current = window.setInterval(next, delay);
    return () => window.clearInterval(timer.current);
  }, [playing, held, overflows, total, delay, next]);

  if (total === 0) {
    return (
      <div className={`carousel carousel--empty ${className ?? ''}`}>
        <p>{labels.empty}</p>
      </div>
    );
  }

  return (
    <section
      className={`carousel ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={labels.name}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div ref={sliderRef} id={regionId} className="keen-slider carousel__track" aria-live={playing && !held ? 'off' : 'polite'} onFocus={showFocused}>
        {slides.map((slide, index) => (
          <div key={index} className="keen-slider__slide carousel__slide" role="group" aria-roledescription="slide" aria-label={labels.slide(index + 1, total)}>
            {slide}
          </div>
        ))}
      </div>
      <div className="carousel__controls">
        {showPlayButton && overflows && total > 1 ? (
          <button type="button" className="carousel__button carousel__play" onClick={() => setPlaying((on) => !on)}>
            {/* Drawn, not a font glyph: '❚❚' fell back to one black bar in some fonts. */}
            <svg className="carousel__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={playing ? 'M3 2h3.5v12H3zM9.5 2H13v12H9.5z' : 'M4 1.8v12.4L14 8z'} />
            </svg>
            <span className="sr-only">{playing ? labels.pause : labels.play}</span>
          </button>
        ) : null}
        <p className="carousel__pagination" aria-hidden="true">
          {current + 1} / {total}
        </p>
        {overflows && total > 1 ? (
          <>
            <button type="button" className="carousel__button" aria-controls={regionId} onClick={previous}>
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{labels.previous}</span>
            </button>
            <button type="button" className="carousel__button" aria-controls={regionId} onClick={next}>
              <span aria-hidden="true">›</span>
              <span className="sr-only">{labels.next}</span>
            </button>
          </>
        ) : null}
      </div>
    </section>
  );
}
