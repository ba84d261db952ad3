import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CarouselProps } from './carousel';

const CarouselChunk = lazy(() => import('./carousel').then((module) => ({ default: module.Carousel })));

/**
 * Loads the slider code only when the carousel comes near the screen; until then the slides
 * sit in a plain scrollable row of the same height, so nothing jumps (spec: lazy sliders).
 */
export function LazyCarousel(carousel: CarouselProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = holder.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const fallback: ReactNode = (
    <ul className="carousel-fallback" aria-label={carousel.labels.name}>
      {carousel.slides.map((slide, index) => (
        <li key={index} className="carousel-fallback__item">
          {slide}
        </li>
      ))}
    </ul>
  );
  return (
    <div ref={holder} className="carousel-holder">
      {near ? <Suspense fallback={fallback}>{<CarouselChunk {...carousel} />}</Suspense> : fallback}
    </div>
  );
}
