import type { CatalogueImage } from './catalogue-types';
import { MEDIA } from './entries-media';
import { BACKGROUNDS, CLIMATE_IMAGES, FESTIVAL_IMAGES } from './entries-scenes';
import { CONTEST_2024, CONTEST_2025, PARTNER_BOOKSTORES, PEOPLE } from './entries-works';

export type { CatalogueImage } from './catalogue-types';

/**
 * The image catalogue of spec §9: one typed table from a key (`group/name`) to the file, its
 * size and its Korean alt text. A group of pictures is a file `entries-*.ts` (defineGroup) and one
 * line here; its drawings are made by scripts/images/make-catalogue-images.ts, which reads this
 * table, so no picture exists without its entry and no entry without its picture.
 */
export const IMAGE_CATALOGUE = {
  ...BACKGROUNDS,
  ...FESTIVAL_IMAGES,
  ...CLIMATE_IMAGES,
  ...CONTEST_2024,
  ...CONTEST_2025,
  ...PARTNER_BOOKSTORES,
  ...PEOPLE,
  ...MEDIA,
} as const satisfies Record<string, CatalogueImage>;

export type ImageKey = keyof typeof IMAGE_CATALOGUE;
export type ImageGroup = ImageKey extends `${infer G}/${string}` ? G : never;

const warned = new Set<string>();

function isImageKey(key: string): key is ImageKey {
  return Object.hasOwn(IMAGE_CATALOGUE, key);
}

/**
 * The catalogue's entry for a key. A key it does not hold (a typo, a picture named by data that
 * this build does not have) is the spec's 'image lookup miss' (§8): a console warning — once per
 * key, not on every render — and an empty result, so the page shows nothing in its place.
 */
export function lookupImage(key: ImageKey | (string & {})): CatalogueImage | null {
  if (isImageKey(key)) return IMAGE_CATALOGUE[key];
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(`이미지 카탈로그에 '${key}' 이미지가 없습니다. 빈 결과를 돌려줍니다.`);
  }
  return null;
}

/** Every picture of a group, in the catalogue's order (a gallery's pictures). */
export function imageGroup(group: ImageGroup): { key: ImageKey; image: CatalogueImage }[] {
  const prefix = `${group}/`;
  return (Object.keys(IMAGE_CATALOGUE) as ImageKey[]).filter((key) => key.startsWith(prefix)).map((key) => ({ key, image: IMAGE_CATALOGUE[key] }));
}

/** For tests: forget which misses have been reported. */
export function resetImageWarnings(): void {
  warned.clear();
}
