import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { TOAST_DEFAULTS } from '@hall/model';
import { AuthProvider, type AuthProviderProps } from '../lib/auth/auth-provider.tsx';
import type { DataPort } from '../lib/data/port.ts';
import { DataProvider } from '../lib/data/provider.tsx';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests inject a fake session and a fake port; the app uses Firebase Auth and the build's adapter. */
  loadSession?: AuthProviderProps['loadSession'];
  dataPort?: DataPort;
}

// react-hot-toast pauses on hover by itself; it has no drag-to-dismiss (TOAST_DEFAULTS.draggable).
export function AppProvider({ children, loadSession, dataPort }: AppProviderProps) {
  return (
    <AuthProvider {...(loadSession ? { loadSession } : {})}>
      <DataProvider {...(dataPort ? { port: dataPort } : {})}>
        {children}
        <Toaster position={TOAST_DEFAULTS.position} toastOptions={{ duration: TOAST_DEFAULTS.durationMs }} />
      </DataProvider>
    </AuthProvider>
  );
}
