// The shared layout of every page, in plain React and CSS: it is part of every page's first-load
// JS, and most students open the portal on a phone over mobile data.
import { layoutText } from '@hall/model/texts/layout';
import type { ReactNode } from 'react';
import { Footer } from './footer.tsx';
import { TopBar } from './top-bar.tsx';
// Buttons first: the top bar's and footer's own classes refine them (the menu button's border).
import '../ui/ui.css';
import '../ui/button.css';
import './layout.css';
import './top-bar.css';
import './footer.css';
import './language.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {layoutText.skip}
      </a>
      <TopBar />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
