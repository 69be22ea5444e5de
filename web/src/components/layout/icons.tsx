// Small inline icons for the layout (no icon library in the first-load JS).
import type { SocialNetwork } from '../../config/site.ts';

const svgProps = { width: 22, height: 22, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg {...svgProps} fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

const socialPaths: Record<SocialNetwork, string> = {
  Facebook:
    'M12 2a10 10 0 0 0-1.6 19.9V14.9H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 12 2z',
  YouTube:
    'M6.5 4.8h11A4.5 4.5 0 0 1 22 9.3v5.4a4.5 4.5 0 0 1-4.5 4.5h-11A4.5 4.5 0 0 1 2 14.7V9.3a4.5 4.5 0 0 1 4.5-4.5zM10 8.7v6.6l5.7-3.3z',
  X: 'M3.5 3h5l12 18h-5zM19.6 3h1.9l-7.2 8.2-1-1.4zM10.7 13.7l1 1.4L4.4 21H2.5z',
  LinkedIn:
    'M4.5 2h15A2.5 2.5 0 0 1 22 4.5v15a2.5 2.5 0 0 1-2.5 2.5h-15A2.5 2.5 0 0 1 2 19.5v-15A2.5 2.5 0 0 1 4.5 2zM5.6 7.3a1.7 1.7 0 1 0 3.4 0 1.7 1.7 0 1 0-3.4 0zM5.7 10v8.3h3.2V10zm5.3 0v8.3h3.1v-4.2c0-1.2.4-2.1 1.6-2.1s1.5.9 1.5 2.1v4.2h3.1v-4.9c0-2.6-1.3-3.6-3.2-3.6-1.5 0-2.4.8-2.9 1.5V10z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg {...svgProps} fill="currentColor" fillRule="evenodd">
      <path d={socialPaths[network]} />
    </svg>
  );
}
