import { imageGroup, type ImageGroup, type ImageKey } from '../../lib/images/catalogue';
import { CatalogueImage } from './catalogue-image';

export type GalleryVariant = 'scenes' | 'covers' | 'logos' | 'avatars';

/**
 * A group of the catalogue's pictures as a list of figures: each picture with its alt text and,
 * when the catalogue gives one, its caption. The grid's column width follows the kind of picture.
 */
export function ImageGallery({ group, variant, label }: { group: ImageGroup; variant: GalleryVariant; label?: string | undefined }) {
  const images = imageGroup(group);
  if (images.length === 0) return null;
  return (
    <ul className={`image-gallery image-gallery--${variant}`} aria-label={label}>
      {images.map(({ key, image }) => (
        <li key={key} className="image-gallery__item">
          <figure className="image-gallery__figure">
            <CatalogueImage name={key} />
            {image.caption ? <figcaption className="image-gallery__caption">{image.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** A titled section around a gallery: a heading, a line of introduction, the pictures. */
export function GallerySection({ id, heading, intro, group, variant, level = 2 }: { id: string; heading: string; intro?: string | undefined; group: ImageGroup; variant: GalleryVariant; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="gallery-section" aria-labelledby={id}>
      <Heading id={id}>{heading}</Heading>
      {intro ? <p className="gallery-section__intro">{intro}</p> : null}
      <ImageGallery group={group} variant={variant} />
    </section>
  );
}

/** A wide background band above a page's title: decorative, the title says what the page is. */
export function PageBanner({ name }: { name: Extract<ImageKey, `background/${string}`> }) {
  return (
    <div className="page-banner">
      <CatalogueImage name={name} decorative className="page-banner__image" />
    </div>
  );
}
