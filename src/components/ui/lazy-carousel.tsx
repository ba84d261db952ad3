import { lazy, Suspense, type ReactNode } from 'react';
import { useNearScreen } from '../../lib/use-near-screen';
import type { CarouselProps } from './carousel';

const CarouselChunk = lazy(() => import('./carousel').then((module) => ({ default: module.Carousel })));

/**
 * Loads the slider code only when the carousel comes near the screen; until then the slides
 * sit in a plain scrollable row of the same height, so nothing jumps (spec: lazy sliders).
 */
export function LazyCarousel(carousel: CarouselProps) {
  const [holder, near] = useNearScreen<HTMLDivElement>();

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
