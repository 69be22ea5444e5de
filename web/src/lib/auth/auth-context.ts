import { createContext, useContext } from 'react';
import type { AuthContextValue } from './session.ts';

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in state and the auth actions. Must be used inside <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>.');
  return value;
}
