// The local portal's fixed names and numbers (`npm start`, the tests, the SPA's local build, the
// API's defaults), in one place. firebase.json repeats the ports; a test holds it to these.

/** The Firebase project the emulators run as: `demo-` tells firebase-tools it has no real project. */
export const LOCAL_PROJECT_ID = 'demo-hall-portal';

/** The default ports: the portal (API and SPA), the Auth emulator, the emulator hub and its log service. */
export const LOCAL_PORTS = { portal: 3000, auth: 9099, hub: 4400, logging: 4500 } as const;
