import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GALLERY } from '../../config/site.ts';
import { GALLERY_IMAGES } from './site-content.ts';

const IMAGES = path.resolve(import.meta.dirname, '../../../public/images');

describe("the home page's content", () => {
  it('has one gallery entry per slot: its own files and its own caption', () => {
    expect(GALLERY_IMAGES).toHaveLength(GALLERY.slots);
    expect(new Set(GALLERY_IMAGES.map((image) => image.base)).size).toBe(GALLERY.slots);
    expect(new Set(GALLERY_IMAGES.map((image) => image.alt)).size).toBe(GALLERY.slots);
    for (const image of GALLERY_IMAGES) {
      expect(image.alt.trim()).not.toBe('');
      for (const width of image.widths)
        expect(fs.existsSync(path.join(IMAGES, `${image.base}-${width}.webp`)), `${image.base}-${width}`).toBe(true);
    }
  });
});
