// Google's own sign-in popup (Google Identity Services), for production. Firebase's popup code
// (signInWithPopup and its iframe resolver) lives in the same SDK module as the auth session,
// which every page loads, so using it would put popup code on the home page. Instead the login
// page loads Google's script itself, asks Google for an access token in Google's popup, and
// hands it to Firebase as a credential (signInWithCredential), the same call the local back end
// uses with the Auth emulator.

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface TokenResponse {
  access_token?: string;
  error?: string;
  error_description?: string;
}

interface TokenClient {
  requestAccessToken(overrides?: { prompt?: string }): void;
}

interface GoogleIdentityServices {
  accounts: {
    oauth2: {
      initTokenClient(config: {
        client_id: string;
        scope: string;
        callback: (response: TokenResponse) => void;
        error_callback?: (error: { type: string; message?: string }) => void;
      }): TokenClient;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentityServices;
  }
}

/** Why Google gave no token; `cancelled` when the student closed the popup. */
export class GoogleTokenError extends Error {
  readonly cancelled: boolean;
  constructor(message: string, cancelled: boolean) {
    super(message);
    this.name = 'GoogleTokenError';
    this.cancelled = cancelled;
  }
}

let loading: Promise<void> | undefined;

/** Loads Google's script once (the login page starts this on arrival, so a click can open the popup at once). */
export function loadGoogleIdentity(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Google sign-in could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Google's account chooser. Must run inside the click handler (browsers block popups
 * opened later). Resolves with an OAuth access token for the chosen account.
 */
export function requestGoogleAccessToken(clientId: string): Promise<string> {
  const oauth2 = window.google?.accounts.oauth2;
  if (!oauth2) return Promise.reject(new GoogleTokenError('Google sign-in is still loading. Please try again.', false));
  return new Promise<string>((resolve, reject) => {
    const client = oauth2.initTokenClient({
      client_id: clientId,
      scope: 'openid email profile',
      callback: (response) => {
        if (response.access_token) resolve(response.access_token);
        else
          reject(
            new GoogleTokenError(
              response.error_description ?? response.error ?? 'No token from Google.',
              response.error === 'access_denied',
            ),
          );
      },
      error_callback: (error) =>
        reject(new GoogleTokenError(error.message ?? error.type, error.type === 'popup_closed')),
    });
    client.requestAccessToken({ prompt: 'select_account' });
  });
}
