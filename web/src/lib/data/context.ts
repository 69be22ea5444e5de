import { createContext, useContext } from 'react';
import type { DataPort } from './port.ts';

export const DataContext = createContext<DataPort | null>(null);

/** The data port. Must be used inside <DataProvider>. */
export function useData(): DataPort {
  const port = useContext(DataContext);
  if (!port) throw new Error('useData() must be used inside <DataProvider>.');
  return port;
}
