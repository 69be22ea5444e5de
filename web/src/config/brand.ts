// The hall's colours: the one place they are written (decision 015). CSS reads them as custom
// properties (vite.config.ts writes them into index.html's <head>), MUI's theme, the sweetalert2
// dialogs and the meal token PDF import them from here.
export const BRAND = {
  /** The brand colour: the top bar, buttons, links, the PDF's header band. */
  primary: '#0b5d46',
  primaryDark: '#083d2e',
  primarySoft: '#d6e9e1',
  accent: '#f4c542',
  text: '#1b2b25',
  muted: '#52615b',
} as const;

/** The CSS custom properties of the brand colours (`--color-primary`, ...). */
export function brandCssProperties(): string {
  const property = (name: string) => `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return `:root{${Object.entries(BRAND)
    .map(([name, value]) => `${property(name)}:${value}`)
    .join(';')}}`;
}

/** A '#rrggbb' colour as 0-1 channels (pdf-lib's rgb()). */
export function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}
