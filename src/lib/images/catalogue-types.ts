/** One picture of the image catalogue (spec §9): where it is, its size, and what it shows in words. */
export interface CatalogueImage {
  /** Same-origin path of the file, e.g. /images/catalogue/festival/opening.svg. */
  src: string;
  /** The drawing's own size in CSS pixels: `<img width height>` reserve its box (no layout shift). */
  width: number;
  height: number;
  /** What the picture shows, in Korean: the `alt` text wherever it means something. */
  alt: string;
  /** A short visible caption (a booth, an award, a bookstore's name), when the picture has one. */
  caption?: string;
}

/** Where the catalogue's files are served from (public/images/catalogue/ in the repository). */
export const CATALOGUE_ROOT = '/images/catalogue';

interface GroupItem {
  name: string;
  alt: string;
  caption?: string;
}

/**
 * A group of same-size pictures: every key is `group/name` and every file
 * `/images/catalogue/group/name.svg`, so the key says where the file is.
 */
export function defineGroup<const G extends string, const N extends string>(
  group: G,
  size: { width: number; height: number },
  items: readonly (GroupItem & { name: N })[],
): Record<`${G}/${N}`, CatalogueImage> {
  const entries: Record<string, CatalogueImage> = {};
  for (const item of items) {
    const image: CatalogueImage = { src: `${CATALOGUE_ROOT}/${group}/${item.name}.svg`, width: size.width, height: size.height, alt: item.alt };
    if (item.caption) image.caption = item.caption;
    entries[`${group}/${item.name}`] = image;
  }
  return entries as Record<`${G}/${N}`, CatalogueImage>;
}
