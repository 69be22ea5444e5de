import { describe, expect, it } from 'vitest';
import { BANNER, FOOTER_YEAR, GALLERY, NOTICE_BOARD_MAX_HEIGHT_PX, TOAST_DEFAULTS } from './site.ts';

describe('the hall content', () => {
  it("keeps the spec's home page numbers (section 9)", () => {
    expect(BANNER).toEqual({ imageCount: 5, intervalMs: 3000 });
    expect(GALLERY).toEqual({ slots: 15, columns: 5, maxHeightPx: 400 });
    expect(NOTICE_BOARD_MAX_HEIGHT_PX).toBe(400);
    expect(TOAST_DEFAULTS).toEqual({ position: 'top-right', durationMs: 5000, pauseOnHover: true, draggable: true });
    expect(FOOTER_YEAR).toBe(2024);
  });
});
