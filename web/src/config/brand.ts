// The hall's colours: the one place they are written (decision 015). CSS reads them as custom
// properties (vite.config.ts writes them into index.html's <head>: --color-primary,
// --color-danger, ...); the components/ui controls use only those, the meal token PDF imports them.
export const BRAND = {
  /** The brand colour: the top bar, buttons, links, the PDF's header band. */
  primary: '#0b5d46',
  primaryDark: '#083d2e',
  primarySoft: '#d6e9e1',
  accent: '#f4c542',
  /** The accent under the pointer (the top bar's Login). */
  accentLight: '#ffd75e',
  text: '#1b2b25',
  /** Secondary text, Cancel in the dialogs: 7:1 on white. */
  muted: '#52615b',
  bg: '#f5f7f6',
  surface: '#ffffff',
  /** Card and divider lines; `fieldBorder` is a field's outline (3:1 on white, as WCAG asks of controls). */
  border: '#d5dbd8',
  fieldBorder: '#8a9590',
  /** Read-only details' ground. */
  fixed: '#eef1ef',
  onDark: '#ffffff',
  onDarkMuted: '#c9ddd5',
  /** Approved, Allocated room (AA on white and on its soft ground). */
  success: '#1e6b34',
  successSoft: '#edf7ed',
  /** Errors and destructive actions (Reject, Clear, LogOut, Yes, delete it!): 6.5:1 on white. */
  danger: '#b3261e',
  dangerSoft: '#fdeded',
  /** Pending: MUI's orange (#ed6c02) is 3.1:1 on white; this one keeps it at AA (5.4:1). */
  warning: '#b54708',
  warningSoft: '#fff4e5',
  info: '#01579b',
  infoSoft: '#e5f6fd',
} as const;

/** The CSS custom properties of the brand colours (`--color-primary`, `--color-danger-soft`, ...). */
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
