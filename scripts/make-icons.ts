// Draws the app icons (the web app manifest's and the home-screen's, decision 036) from the hall's
// logo: web/public/icons/*.png, committed; run again only when the logo or the brand colour
// changes: `npx tsx scripts/make-icons.ts`.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { BRAND } from '@hall/web/brand';

const LOGO = fileURLToPath(new URL('../web/src/assets/hall-logo.svg', import.meta.url));
const OUT = fileURLToPath(new URL('../web/public/icons/', import.meta.url));

const logo = fs.readFileSync(LOGO, 'utf8');
const logoBody = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(logo)?.[1];
const logoViewBox = /viewBox="([^"]+)"/.exec(logo)?.[1];
if (!logoBody || !logoViewBox) throw new Error(`${LOGO} is not an <svg> with a viewBox.`);

/** The logo filling `share` of a square; the rest transparent, or the brand colour when `ground` is set. */
function square(share: number, ground: boolean): string {
  const margin = ((1 - share) * 100) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    (ground ? `<rect width="100" height="100" fill="${BRAND.primary}"/>` : '') +
    `<svg x="${margin}" y="${margin}" width="${share * 100}" height="${share * 100}" viewBox="${logoViewBox}">${logoBody}</svg></svg>`
  );
}

const icons = [
  // "any": the round logo as it is.
  { file: 'icon-192.png', size: 192, svg: square(1, false) },
  { file: 'icon-512.png', size: 512, svg: square(1, false) },
  // Android crops maskable icons to a circle or a squircle of 80 %: the logo within, on the brand colour.
  { file: 'icon-maskable-512.png', size: 512, svg: square(0.8, true) },
  // iOS fills transparency with black and rounds the corners itself.
  { file: 'apple-touch-icon-180.png', size: 180, svg: square(0.86, true) },
];

fs.mkdirSync(OUT, { recursive: true });
for (const { file, size, svg } of icons) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  fs.writeFileSync(`${OUT}${file}`, png);
  console.log(`${file}: ${size}x${size}, ${(png.length / 1000).toFixed(1)} kB`);
}
