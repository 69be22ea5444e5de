// Reads the QR code printed on a PDF the way a phone at the dining counter would: the page is
// rasterised by MuPDF (WebAssembly) and the image decoded by jsQR. Nothing is taken from the
// PDF's structure, so the test fails if the drawn code does not scan.
import jsQR from 'jsqr';
import * as mupdf from 'mupdf';

/** The text of the first QR code found on the PDF's first page, or null when none scans. */
export function decodePdfQr(bytes: Uint8Array, dotsPerInch = 200): string | null {
  return decodeQr(bytes, 'application/pdf', dotsPerInch / 72);
}

/** The text of the first QR code in a PNG (a screenshot of the phone's screen), or null when none scans. */
export function decodePngQr(bytes: Uint8Array): string | null {
  return decodeQr(bytes, 'image/png', 1);
}

function decodeQr(bytes: Uint8Array, type: string, scale: number): string | null {
  const document = mupdf.Document.openDocument(bytes, type);
  // Opaque RGB (a transparent page would read as black), widened to the RGBA jsQR reads.
  const pixmap = document.loadPage(0).toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false);
  const rgb = pixmap.getPixels();
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  const stride = pixmap.getStride();
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const from = y * stride + x * 3;
      const to = (y * width + x) * 4;
      rgba[to] = rgb[from] ?? 255;
      rgba[to + 1] = rgb[from + 1] ?? 255;
      rgba[to + 2] = rgb[from + 2] ?? 255;
      rgba[to + 3] = 255;
    }
  }
  const answer = jsQR(rgba, width, height);
  return answer?.data ?? null;
}
