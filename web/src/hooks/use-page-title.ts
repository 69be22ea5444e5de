import { layoutText } from '@hall/model/texts/layout';
import { useEffect } from 'react';

/** Sets document.title to "<page> | Shaheed Mohammad Shah Hall" (the hall's name alone without a page), in the build's language. */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = layoutText.title(page);
  }, [page]);
}
