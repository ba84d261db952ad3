import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface PopupSliderLabels {
  previous: string;
  next: string;
  slide: (index: number, total: number) => string;
}

/**
 * The popup's slider (spec §2): one slide centred, spacing 40, arrows only when there are
 * several. Native scroll snapping gives touch swiping for free and keeps the slider library
 * out of every first visit to /main (the home carousels load it lazily).
 */
export function PopupSlider({ slides, labels, name, onMove }: { slides: ReactNode[]; labels: PopupSliderLabels; name: string; onMove?: () => void }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // The slide an arrow is moving to. While the smooth scroll runs, the scroll position still
  // reads as an earlier slide; a second click counts from the slide already asked for, so quick
  // clicks are never lost.
  const moving = useRef<number | null>(null);
  const total = slides.length;
  // Told when the member first moves the slider (arrows, finger, wheel, keys): the dialog then loads
  // the other slides' images.
  const moved = useRef(onMove);
  moved.current = onMove;

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const step = () => Math.max(1, element.clientWidth + 40);
    const onScroll = () => {
      moved.current?.();
      const target = moving.current;
      if (target !== null) {
        if (Math.abs(element.scrollLeft - target * step()) > 2) return;
        moving.current = null;
      }
      setCurrent(Math.round(element.scrollLeft / step()));
    };
    // A finger or a wheel takes over from the arrows.
    const release = () => {
      moved.current?.();
      moving.current = null;
    };
    const onScrollEnd = () => {
      moving.current = null;
      onScroll();
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('scrollend', onScrollEnd, { passive: true });
    element.addEventListener('pointerdown', release, { passive: true });
    element.addEventListener('wheel', release, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('scrollend', onScrollEnd);
      element.removeEventListener('pointerdown', release);
      element.removeEventListener('wheel', release);
    };
  }, []);

  const go = (delta: number) => {
    onMove?.();
    const element = track.current;
    if (!element) return;
    const from = moving.current ?? current;
    const target = (from + delta + total) % total;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    moving.current = target;
    element.scrollTo({ left: target * (element.clientWidth + 40), behavior: reduce ? 'auto' : 'smooth' });
    setCurrent(target);
  };

  return (
    <div className="popup-slider" aria-roledescription="carousel" aria-label={name} role="region">
      <div ref={track} className="popup-slider__track">
        {slides.map((slide, index) => (
          <div key={index} className="popup-slider__slide" aria-roledescription="slide" role="group" aria-label={labels.slide(index + 1, total)}>
            {slide}
          </div>
        ))}
      </div>
      {total > 1 ? (
        <div className="popup-slider__controls">
          <button type="button" className="carousel__button" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="sr-only">{labels.previous}</span>
          </button>
          <p className="carousel__pagination" aria-live="polite">
            {current + 1} / {total}
          </p>
          <button type="button" className="carousel__button" onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
            <span className="sr-only">{labels.next}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
