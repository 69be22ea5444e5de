// Text for pdf-lib's standard fonts (the meal token, the dues PDF): what they can draw, in the room given.
import type { PDFFont } from 'pdf-lib';

/** The standard fonts speak WinAnsi only: anything else (a Bangla name) would make pdf-lib throw. */
export function printable(text: string): string {
  return text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

/** `text` shortened with '...' until it fits `width` at `size`. */
export function fitted(text: string, font: PDFFont, size: number, width: number): string {
  let value = printable(text);
  if (font.widthOfTextAtSize(value, size) <= width) return value;
  while (value.length > 1 && font.widthOfTextAtSize(`${value}...`, size) > width) value = value.slice(0, -1);
  return `${value}...`;
}
