import type { ReactNode } from 'react';
import { AuthProvider, type AuthProviderProps } from '../lib/auth/auth-provider.tsx';
import type { DataPort } from '../lib/data/port.ts';
import { DataProvider } from '../lib/data/provider.tsx';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests inject a fake session and a fake port; the app uses Firebase Auth and the build's adapter. */
  loadSession?: AuthProviderProps['loadSession'];
  mayHaveSession?: AuthProviderProps['mayHaveSession'];
  dataPort?: DataPort;
}

export function AppProvider({ children, loadSession, mayHaveSession, dataPort }: AppProviderProps) {
  return (
    <AuthProvider {...(loadSession ? { loadSession } : {})} {...(mayHaveSession ? { mayHaveSession } : {})}>
      <DataProvider {...(dataPort ? { port: dataPort } : {})}>{children}</DataProvider>
    </AuthProvider>
  );
}
