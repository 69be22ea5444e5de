import { lazy, useEffect, useState } from 'react';
import type * as HomeContent from './home-content.tsx';
import { SECTION_ATTRIBUTES } from './sections.ts';

// The home page's static sections (About, the provost's message, the gallery, the contacts) are
// text and pictures with nothing to click but links. The prerendered page carries them, so the
// first-load JS does not (in Bangla their texts alone are about 1 kB gz, decision 036): while React
// takes that page over, each section is an island React leaves as the server wrote it
// (dangerouslySetInnerHTML of nothing, which hydration does not compare); a later visit to the
// home page loads them (home-content.tsx).

type Sections = typeof HomeContent;
type SectionName = keyof Sections;

let loaded: Sections | undefined;
const load = () =>
  import('./home-content.tsx').then((sections) => {
    loaded = sections;
    return sections;
  });

/** The prerender (app/prerender.tsx) renders the sections themselves: loaded before it renders. */
export async function loadHomeSections(): Promise<void> {
  await load();
}

/** True until React has taken over the prerendered home page. */
let takingOver = typeof document !== 'undefined' && document.getElementById('root')?.dataset.prerendered === '/';

const lazySections = new Map<SectionName, ReturnType<typeof lazy>>();
function lazySection(name: SectionName) {
  let Section = lazySections.get(name);
  if (!Section) {
    Section = lazy(() => load().then((sections) => ({ default: sections[name] })));
    lazySections.set(name, Section);
  }
  return Section;
}

export function HomeIsland({ name }: { name: SectionName }) {
  // Decided once: a section taken over from the server stays the server's.
  const [island] = useState(() => takingOver && !loaded);
  // After the whole page's first commit: a later visit to home renders the sections. Leaving home
  // loads them, so coming back renders them at once and the router finds the place it left.
  useEffect(() => {
    takingOver = false;
    return () => void load();
  }, []);
  if (island)
    return <section {...SECTION_ATTRIBUTES[name]} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  // Loaded (the prerender, a later visit): the section itself, as the prerendered page has it (no
  // Suspense boundary, whose markers the island would not match).
  if (loaded) {
    const Section = loaded[name];
    return <Section />;
  }
  // Not loaded yet (back home before they came): no boundary of its own, so the whole page waits
  // for them, on the page it leaves (React keeps a committed screen while a render suspends), and
  // the router restores the place it left on a page as long as it was.
  const Section = lazySection(name);
  return <Section />;
}
