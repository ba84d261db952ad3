import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetImageWarnings } from '../../lib/images/catalogue';
import { CatalogueImage } from './catalogue-image';
import { ImageGallery } from './image-gallery';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetImageWarnings();
});

describe('CatalogueImage', () => {
  it('draws the picture sized, lazy and with its alt text', () => {
    const { container } = render(<CatalogueImage name="climate/glacier" />);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/images/catalogue/climate/glacier.svg');
    expect(image.getAttribute('width')).toBe('600');
    expect(image.getAttribute('height')).toBe('400');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.getAttribute('alt')).toContain('빙하');
  });

  it('renders nothing for a key the catalogue does not hold, and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<CatalogueImage name="climate/missing" />);
    expect(container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('has an empty alt when decorative, and shows the grey logo when the file fails', () => {
    const { container } = render(<CatalogueImage name="background/reading" decorative />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    fireEvent.error(image as HTMLImageElement);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/cover-fallback.webp');
  });
});

describe('ImageGallery', () => {
  it('lists a group as figures with their captions', () => {
    const { container } = render(<ImageGallery group="partner" variant="logos" />);
    expect(container.querySelectorAll('li > figure > img')).toHaveLength(5);
    expect(container.querySelector('figcaption')?.textContent).toBe('책방 물결 · 수원 행궁동');
  });
});
