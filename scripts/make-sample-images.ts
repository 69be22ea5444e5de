/// <reference lib="dom" />
// Makes the hall's sample images (banner, gallery, provost portrait) offline: each scene is an SVG
// drawn here, rendered by Debian's Chromium (playwright-core) and encoded by the browser's canvas
// as WebP (every current browser reads it) at a few widths for `srcset`. The outputs are committed under
// web/public/images/; run again only to change them: `npx tsx scripts/make-sample-images.ts`.
// Another hall replaces the files (same names, or new names in web/src/config/site.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../tests/support/browser.ts';
import { GALLERY_IMAGES } from '@hall/web/site-content';

const OUT = fileURLToPath(new URL('../web/public/images/', import.meta.url));

interface Scene {
  name: string;
  /** Aspect ratio width:height of the drawing. */
  ratio: [number, number];
  widths: number[];
  svg: string;
}

// ---- Drawing helpers --------------------------------------------------------------------------

function sky(top: string, bottom: string): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1600" height="700" fill="url(#sky)"/>`;
}

function hills(color: string, y: number, amplitude: number): string {
  let d = `M0 ${y}`;
  for (let x = 0; x <= 1600; x += 200)
    d += ` Q${x + 100} ${y - amplitude * (x % 400 === 0 ? 1 : -0.4)} ${x + 200} ${y}`;
  return `<path d="${d} V700 H0Z" fill="${color}"/>`;
}

function tree(x: number, y: number, scale: number, color = '#1f6b45'): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><rect x="-6" y="0" width="12" height="60" fill="#5b4030"/><circle cx="0" cy="-10" r="42" fill="${color}"/><circle cx="-26" cy="10" r="30" fill="${color}"/><circle cx="26" cy="10" r="30" fill="${color}"/></g>`;
}

function palm(x: number, y: number, scale: number): string {
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map(
      (angle) =>
        `<path d="M0 0 Q40 -30 90 -5 Q45 -15 0 0Z" fill="#2f7d4f" transform="rotate(${angle - 90 + 90} 0 0) rotate(${angle})"/>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M-5 0 Q10 80 0 170 H12 Q22 80 7 0Z" fill="#7a5a3c"/>${leaves}</g>`;
}

/** A multi-storey hall block with rows of windows; `lit` windows glow at dusk. */
function building(x: number, y: number, width: number, floors: number, wall: string, lit = 0): string {
  const floorHeight = 46;
  const height = floors * floorHeight + 30;
  let windows = '';
  let n = 0;
  for (let floor = 0; floor < floors; floor++) {
    for (let wx = x + 22; wx < x + width - 30; wx += 44) {
      n++;
      const glow = lit > 0 && (n * 7) % 10 < lit;
      windows += `<rect x="${wx}" y="${y + 20 + floor * floorHeight}" width="22" height="26" rx="2" fill="${glow ? '#ffd978' : '#3a5566'}" opacity="${glow ? 1 : 0.85}"/>`;
    }
  }
  return `<g><rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${wall}"/><rect x="${x - 8}" y="${y - 10}" width="${width + 16}" height="14" fill="#8a3b2e"/>${windows}</g>`;
}

function sun(cx: number, cy: number, r: number, color: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 1.8}" fill="${color}" opacity="0.18"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

// ---- Banner scenes (16:7) --------------------------------------------------------------------

const BANNER_WIDTHS = [640, 1024, 1600];

const banners: Scene[] = [
  {
    name: 'banner-1',
    ratio: [16, 7],
    widths: BANNER_WIDTHS,
    svg: svg(
      1600,
      700,
      sky('#8ec9ef', '#e6f4fb') +
        sun(1320, 150, 60, '#fff2b3') +
        hills('#9cc9a5', 470, 60) +
        building(360, 250, 880, 5, '#efe4d2') +
        `<rect x="700" y="430" width="200" height="100" fill="#8a3b2e"/><rect x="760" y="460" width="80" height="70" fill="#3b2a22"/>` +
        `<rect x="0" y="530" width="1600" height="170" fill="#6fae6b"/><path d="M700 700 L760 530 H840 L900 700Z" fill="#cdbb9b"/>` +
        tree(200, 500, 1.4) +
        tree(1400, 500, 1.5) +
        palm(1250, 360, 1) +
        palm(300, 370, 0.95),
    ),
  },
  {
    name: 'banner-2',
    ratio: [16, 7],
    widths: BANNER_WIDTHS,
    svg: svg(
      1600,
      700,
      sky('#f6a96b', '#fde3c2') +
        sun(300, 420, 90, '#ffe08a') +
        hills('#b98a74', 500, 90) +
        hills('#7f9b6f', 560, 50) +
        `<g fill="#275f7a" opacity="0.9"><rect x="0" y="600" width="1600" height="100"/></g>` +
        `<path d="M0 630 Q400 610 800 630 T1600 630" stroke="#ffd39a" stroke-width="6" fill="none" opacity="0.7"/>` +
        palm(1200, 470, 1.1) +
        palm(1350, 490, 0.9),
    ),
  },
  {
    name: 'banner-3',
    ratio: [16, 7],
    widths: BANNER_WIDTHS,
    svg: svg(
      1600,
      700,
      sky('#1b2a4a', '#4b5d8a') +
        `<g fill="#fff">${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 397) % 1600}" cy="${(i * 131) % 260}" r="${1 + (i % 3)}" opacity="0.8"/>`).join('')}</g>` +
        `<circle cx="1300" cy="120" r="50" fill="#f3f0d6"/>` +
        building(200, 270, 560, 5, '#a99e8c', 6) +
        building(860, 220, 560, 6, '#b4a895', 5) +
        `<rect x="0" y="560" width="1600" height="140" fill="#21361f"/>` +
        tree(120, 560, 1.2, '#17361f') +
        tree(800, 575, 1, '#17361f') +
        tree(1500, 560, 1.3, '#17361f'),
    ),
  },
  {
    name: 'banner-4',
    ratio: [16, 7],
    widths: BANNER_WIDTHS,
    svg: svg(
      1600,
      700,
      sky('#7fc3e8', '#d9f0fa') +
        hills('#9dc99b', 420, 40) +
        `<rect x="0" y="420" width="1600" height="280" fill="#4f9a4f"/>` +
        `<g stroke="#e8f5e4" stroke-width="6" fill="none"><rect x="200" y="450" width="1200" height="220"/><line x1="800" y1="450" x2="800" y2="670"/><circle cx="800" cy="560" r="60"/></g>` +
        `<g stroke="#fff" stroke-width="8" fill="none"><rect x="170" y="520" width="30" height="80"/><rect x="1400" y="520" width="30" height="80"/></g>` +
        `<circle cx="900" cy="600" r="14" fill="#fff"/><path d="M893 593 l14 0 l-7 12z" fill="#222"/>` +
        [300, 560, 1040, 1240]
          .map(
            (x, i) =>
              `<g transform="translate(${x} ${500 + (i % 2) * 40})"><circle cx="0" cy="0" r="12" fill="#6b4a3a"/><rect x="-10" y="12" width="20" height="34" rx="6" fill="${i % 2 ? '#f4c542' : '#0b5d46'}"/><rect x="-9" y="46" width="7" height="22" fill="#333"/><rect x="2" y="46" width="7" height="22" fill="#333"/></g>`,
          )
          .join(''),
    ),
  },
  {
    name: 'banner-5',
    ratio: [16, 7],
    widths: BANNER_WIDTHS,
    svg: svg(
      1600,
      700,
      sky('#cfe8f5', '#f5efe0') +
        `<rect x="0" y="480" width="1600" height="220" fill="#d8c8a8"/>` +
        `<g fill="#0b5d46"><rect x="240" y="300" width="1120" height="180" rx="8"/></g>` +
        `<g fill="#f5f0e3">${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${290 + i * 150}" y="330" width="100" height="120" rx="4"/>`).join('')}</g>` +
        `<g fill="#8a5a36">${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${300 + i * 150}" y="360" width="80" height="10"/><rect x="${300 + i * 150}" y="395" width="80" height="10"/><rect x="${300 + i * 150}" y="430" width="80" height="10"/>`).join('')}</g>` +
        `<g fill="#c4412f">${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${305 + i * 150}" y="340" width="14" height="20"/><rect x="${330 + i * 150}" y="375" width="12" height="20" fill="#2b6ca3"/><rect x="${350 + i * 150}" y="410" width="16" height="20" fill="#e0a526"/>`).join('')}</g>` +
        `<rect x="520" y="520" width="560" height="24" rx="6" fill="#7a5230"/><rect x="560" y="544" width="20" height="90" fill="#5e3f25"/><rect x="1020" y="544" width="20" height="90" fill="#5e3f25"/>` +
        `<rect x="600" y="500" width="110" height="20" fill="#fff"/><rect x="760" y="496" width="90" height="24" fill="#f4c542"/><circle cx="950" cy="506" r="14" fill="#2b6ca3"/>`,
    ),
  },
];

// ---- Gallery: achievements (4:3) -------------------------------------------------------------

const GALLERY_WIDTHS = [320, 640];
const PALETTES: Array<[string, string]> = [
  ['#0b5d46', '#f4c542'],
  ['#1d3f6e', '#f0b429'],
  ['#7a2e2e', '#f6d365'],
  ['#2d5a3c', '#e8c36a'],
  ['#3a2d6e', '#f4c542'],
];

function trophy(color: string): string {
  return `<g transform="translate(400 300)"><path d="M-90 -170 H90 V-90 Q90 10 0 30 Q-90 10 -90 -90Z" fill="${color}"/><path d="M-90 -150 Q-160 -150 -150 -90 Q-140 -40 -80 -40" stroke="${color}" stroke-width="18" fill="none"/><path d="M90 -150 Q160 -150 150 -90 Q140 -40 80 -40" stroke="${color}" stroke-width="18" fill="none"/><rect x="-16" y="30" width="32" height="60" fill="${color}"/><rect x="-80" y="90" width="160" height="40" rx="6" fill="#5b3a22"/><rect x="-60" y="100" width="120" height="20" fill="${color}" opacity="0.7"/></g>`;
}

function medal(color: string): string {
  return `<g transform="translate(400 280)"><path d="M-70 -200 L-20 -40 H20 L70 -200 H30 L0 -90 L-30 -200Z" fill="#c4412f"/><circle cx="0" cy="40" r="100" fill="${color}"/><circle cx="0" cy="40" r="76" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="6"/><path d="M0 -5 L14 28 L50 30 L22 52 L32 88 L0 68 L-32 88 L-22 52 L-50 30 L-14 28Z" fill="#fff" opacity="0.85"/></g>`;
}

function certificate(color: string): string {
  return `<g transform="translate(400 300)"><rect x="-250" y="-170" width="500" height="340" rx="8" fill="#fffaf0" stroke="${color}" stroke-width="14"/><rect x="-160" y="-110" width="320" height="22" rx="4" fill="#555" opacity="0.6"/><rect x="-200" y="-50" width="400" height="12" rx="4" fill="#999"/><rect x="-200" y="-20" width="340" height="12" rx="4" fill="#999"/><rect x="-200" y="10" width="380" height="12" rx="4" fill="#999"/><circle cx="150" cy="100" r="48" fill="${color}"/><path d="M130 140 l-10 60 l30 -20 l30 20 l-10 -60" fill="#c4412f"/></g>`;
}

function robot(color: string): string {
  return `<g transform="translate(400 300)"><rect x="-110" y="-150" width="220" height="160" rx="26" fill="#d9dee3"/><circle cx="-45" cy="-80" r="26" fill="#1b2b25"/><circle cx="45" cy="-80" r="26" fill="#1b2b25"/><circle cx="-40" cy="-85" r="8" fill="${color}"/><circle cx="50" cy="-85" r="8" fill="${color}"/><rect x="-50" y="-30" width="100" height="12" rx="6" fill="${color}"/><line x1="0" y1="-150" x2="0" y2="-200" stroke="#d9dee3" stroke-width="10"/><circle cx="0" cy="-208" r="14" fill="${color}"/><rect x="-140" y="20" width="280" height="130" rx="20" fill="#b8c0c8"/><circle cx="-80" cy="160" r="30" fill="#333"/><circle cx="80" cy="160" r="30" fill="#333"/></g>`;
}

function book(color: string): string {
  return `<g transform="translate(400 320)"><path d="M0 -120 Q-120 -170 -260 -130 V130 Q-120 90 0 140Z" fill="#fffaf0" stroke="${color}" stroke-width="10"/><path d="M0 -120 Q120 -170 260 -130 V130 Q120 90 0 140Z" fill="#fffaf0" stroke="${color}" stroke-width="10"/>${[0, 1, 2, 3, 4].map((i) => `<line x1="-220" y1="${-90 + i * 40}" x2="-40" y2="${-80 + i * 40}" stroke="#aaa" stroke-width="8"/><line x1="40" y1="${-80 + i * 40}" x2="220" y2="${-90 + i * 40}" stroke="#aaa" stroke-width="8"/>`).join('')}</g>`;
}

// What each sample picture shows, so that it matches its caption in web/src/config/site.ts.
const MOTIFS: Record<string, (color: string) => string> = {
  'gallery-01': trophy,
  'gallery-02': certificate,
  'gallery-03': book,
  'gallery-04': medal,
  'gallery-05': robot,
  'gallery-06': trophy,
  'gallery-07': certificate,
  'gallery-08': book,
  'gallery-09': medal,
  'gallery-10': robot,
  'gallery-11': trophy,
  'gallery-12': certificate,
  'gallery-13': book,
  'gallery-14': medal,
  'gallery-15': robot,
};

const gallery: Scene[] = GALLERY_IMAGES.map(({ base }, index) => {
  const [background, accent] = PALETTES[index % PALETTES.length]!;
  const icon = MOTIFS[base];
  if (!icon) throw new Error(`No sample picture for ${base}: add its motif to MOTIFS.`);
  const rays = Array.from(
    { length: 12 },
    (_, r) =>
      `<path d="M400 300 L${400 + 700 * Math.cos((r * Math.PI) / 6)} ${300 + 700 * Math.sin((r * Math.PI) / 6)} L${400 + 700 * Math.cos((r * Math.PI) / 6 + 0.22)} ${300 + 700 * Math.sin((r * Math.PI) / 6 + 0.22)}Z" fill="#fff" opacity="0.06"/>`,
  ).join('');
  return {
    name: base,
    ratio: [4, 3],
    widths: GALLERY_WIDTHS,
    svg: svg(800, 600, `<rect width="800" height="600" fill="${background}"/>${rays}${icon(accent)}`),
  };
});

// ---- Provost portrait (1:1): a friendly silhouette, not a real person ---------------------------

const provost: Scene = {
  name: 'provost',
  ratio: [1, 1],
  widths: [160, 320],
  svg: svg(
    400,
    400,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d6e9e1"/><stop offset="1" stop-color="#a9cfc0"/></linearGradient></defs><rect width="400" height="400" fill="url(#bg)"/><circle cx="200" cy="160" r="78" fill="#8d6a52"/><path d="M122 150 Q130 70 200 72 Q272 70 280 150 Q260 110 200 108 Q140 110 122 150Z" fill="#2b2b2b"/><path d="M60 400 Q70 270 200 258 Q330 270 340 400Z" fill="#0b5d46"/><path d="M170 262 L200 320 L230 262Z" fill="#fff"/><path d="M192 272 L208 272 L214 330 L200 350 L186 330Z" fill="#8a3b2e"/><rect x="165" y="150" width="26" height="16" rx="6" fill="none" stroke="#222" stroke-width="4"/><rect x="209" y="150" width="26" height="16" rx="6" fill="none" stroke="#222" stroke-width="4"/><line x1="191" y1="157" x2="209" y2="157" stroke="#222" stroke-width="4"/>`,
  ),
};

// ---- Render -----------------------------------------------------------------------------------

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const scenes = [...banners, ...gallery, provost];
  let total = 0;
  for (const scene of scenes) {
    for (const width of scene.widths) {
      const height = Math.round((width * scene.ratio[1]) / scene.ratio[0]);
      const encoded = await page.evaluate(
        async ({ markup, width, height }) => {
          const image = new Image(width, height);
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0, width, height);
          return canvas.toDataURL('image/webp', 0.72);
        },
        { markup: scene.svg, width, height },
      );
      if (!encoded.startsWith('data:image/webp')) throw new Error('This Chromium cannot encode WebP.');
      const bytes = Buffer.from(encoded.split(',')[1]!, 'base64');
      fs.writeFileSync(path.join(OUT, `${scene.name}-${width}.webp`), bytes);
      total += bytes.length;
    }
  }
  await browser.close();
  console.log(
    `Wrote ${scenes.length} scenes to ${path.relative(process.cwd(), OUT)} (${Math.round(total / 1024)} KiB in all).`,
  );
}

await main();
