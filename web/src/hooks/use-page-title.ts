import { useEffect } from 'react';
import { pageTitle } from '../config/site.ts';

/** Sets document.title to "<page> | Shaheed Mohammad Shah Hall" (the hall's name alone without a page). */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
