import { About } from './about.tsx';
import { Banner } from './banner.tsx';
import { ContactCards } from './contact-cards.tsx';
import { Gallery } from './gallery.tsx';
import { NoticeBoard } from './notice-board.tsx';
import { ProvostMessage } from './provost-message.tsx';
import '../home.css';
import '../home-sections.css';

/** The public home page in the spec's order (section 2): banner, About, Provost Message, gallery, notices, contacts. */
export function HomePage() {
  return (
    <div className="home">
      <Banner />
      <About />
      <ProvostMessage />
      <Gallery />
      <NoticeBoard />
      <ContactCards />
    </div>
  );
}
