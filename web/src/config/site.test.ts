import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANNER, FOOTER_YEAR, GALLERY, NOTICE_BOARD_MAX_HEIGHT_PX, TOAST_DEFAULTS } from './site.ts';
import { GALLERY_IMAGES } from '../features/home/site-content.ts';

const IMAGES = path.resolve(import.meta.dirname, '../../public/images');

describe('the hall content', () => {
  it("keeps the spec's home page numbers (section 9)", () => {
    expect(BANNER).toEqual({ imageCount: 5, intervalMs: 3000 });
    expect(GALLERY).toEqual({ slots: 15, columns: 5, maxHeightPx: 400 });
    expect(NOTICE_BOARD_MAX_HEIGHT_PX).toBe(400);
    expect(TOAST_DEFAULTS).toEqual({ position: 'top-right', durationMs: 5000, pauseOnHover: true, draggable: true });
    expect(FOOTER_YEAR).toBe(2024);
  });

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
