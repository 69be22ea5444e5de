import { Banner } from './banner.tsx';
import { NoticeBoard } from './notice-board.tsx';
import { HomeIsland } from './home-island.tsx';
import '../home.css';
import '../home-sections.css';

/** The public home page in the spec's order (section 2): banner, About, Provost Message, gallery, notices, contacts. */
export function HomePage() {
  return (
    <div className="home">
      <Banner />
      <HomeIsland name="About" />
      <HomeIsland name="ProvostMessage" />
      <HomeIsland name="Gallery" />
      <NoticeBoard />
      <HomeIsland name="ContactCards" />
    </div>
  );
}
