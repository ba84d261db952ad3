import { useState } from 'react';
import { lookupImage, type ImageKey } from '../../lib/images/catalogue';
import { COVER_FALLBACK } from './cover-fallback';
import './catalogue-image.css';

export interface CatalogueImageProps {
  /** A catalogue key; one the catalogue does not hold renders nothing (and warns once). */
  name: ImageKey | (string & {});
  className?: string | undefined;
  /** Behind or beside text that says the same: an empty alt, so screen readers skip it. */
  decorative?: boolean | undefined;
}

/**
 * One picture of the image catalogue: its own width and height (no layout shift), its Korean alt,
 * lazy and decoded off the critical path. A lookup miss renders nothing (spec §8); a file that
 * fails to load shows the grey logo in the same box (visual direction).
 */
export function CatalogueImage({ name, className, decorative = false }: CatalogueImageProps) {
  const [broken, setBroken] = useState(false);
  const image = lookupImage(name);
  if (!image) return null;
  return (
    <img
      className={className ? `catalogue-image ${className}` : 'catalogue-image'}
      src={broken ? COVER_FALLBACK : image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
