import { useId, useState } from 'react';
import { koImages } from '../../lib/i18n/messages-images-ko';
import { MEDIA } from '../../lib/images/entries-media';
import './catalogue-image.css';

const t = koImages.video;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The main page's moving picture, 경기도서관의 하루: an animated SVG of a few kilobytes instead of a
 * video file (no codec, no download before it is near the screen). It plays three rounds and rests
 * on its last frame; 움직임 멈추기 swaps in the still at once, and a person who asked the system
 * for less motion starts on the still (the file's own reduced-motion rule stops it too).
 */
export function MainVideo() {
  const [still, setStill] = useState(prefersReducedMotion);
  const id = useId();
  const image = still ? MEDIA['media/main-video-still'] : MEDIA['media/main-video'];
  return (
    <section className="container main-video" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.heading}</h2>
      <figure className="main-video__figure">
        <img className="main-video__image" src={image.src} width={image.width} height={image.height} alt={image.alt} loading="lazy" decoding="async" />
        <figcaption className="main-video__caption">{t.caption}</figcaption>
      </figure>
      <div className="main-video__controls">
        <button type="button" className="button button--secondary" onClick={() => setStill((value) => !value)}>
          {still ? t.play : t.pause}
        </button>
        <p className="main-video__state" aria-live="polite">
          {still ? t.paused : t.playing}
        </p>
      </div>
    </section>
  );
}
