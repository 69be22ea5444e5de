// The headers every SPA page is served with: by the local server (app.ts) and, copied into
// firebase.json, by Firebase Hosting (tests/rules-syntax/firebase-config.test.ts compares them).
// The CSP allows only what the SPA really loads: its own files; Firebase Auth, Firestore and
// Storage over HTTPS; Google Identity Services for Google sign-in (script, its button's styles
// and iframe); App Check's reCAPTCHA Enterprise (script, iframe) and token exchange (firebase
// mode, decision 022); EmailJS for the contact form; and, locally, the Auth emulator.
import type { Response } from 'express';

/** The Firebase and Google endpoints the SPA calls in production. */
const FIREBASE_CONNECT = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://firebasestorage.googleapis.com',
  'https://accounts.google.com/gsi/',
  'https://content-firebaseappcheck.googleapis.com',
];
/** reCAPTCHA Enterprise, App Check's attestation in the browser (scripts, then its iframe). */
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
/** The contact form's e-mail service (EmailJS), when its keys are set. */
const EMAIL_SERVICE = 'https://api.emailjs.com';
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';
/**
 * The pixel Firestore's WebChannel (the live lists, firebase mode) loads to test the network when
 * a connection fails; hard-coded in its transport (firebase/firebase-js-sdk#6777).
 */
const WEBCHANNEL_NETWORK_TEST = 'https://www.google.com/images/cleardot.gif';

export interface SecurityHeaderOptions {
  /** host:port of the Firebase Auth emulator the SPA talks to (local portal only). */
  authEmulatorHost?: string;
}

export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const emulator = options.authEmulatorHost ? [`http://${options.authEmulatorHost}`] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `${GOOGLE_SIGN_IN}client`, ...RECAPTCHA]],
    // The brand colours' <style> in index.html, the prerendered page's style attributes, and the
    // <style> sweetalert2 and react-hot-toast insert at run time (decision 011).
    ['style-src', ["'self'", "'unsafe-inline'", `${GOOGLE_SIGN_IN}style`]],
    ['img-src', ["'self'", 'data:', 'blob:', WEBCHANNEL_NETWORK_TEST]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...FIREBASE_CONNECT, EMAIL_SERVICE, ...emulator]],
    ['frame-src', [GOOGLE_SIGN_IN, 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export function spaSecurityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/** A stored PDF served to a browser: shown as a document, never run as a page of this origin. */
const PDF_HEADERS: Record<string, string> = {
  'Content-Security-Policy': 'sandbox',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Sends a stored PDF with PDF_HEADERS: shown in the browser (`inline`) or downloaded as
 * `fileName`, kept by shared caches for a day (a public notice) or never (a student's own).
 */
export function sendPdf(
  res: Response,
  bytes: Uint8Array,
  file: { name: string; show: 'inline' | 'attachment'; cache: 'public' | 'private' },
): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.set(PDF_HEADERS);
  res.setHeader('Content-Disposition', `${file.show}; filename="${file.name}"`);
  res.setHeader('Cache-Control', file.cache === 'public' ? 'public, max-age=86400, immutable' : 'private, no-store');
  res.send(Buffer.from(bytes));
}
