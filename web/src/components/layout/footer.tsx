import { Link } from 'react-router-dom';
import logoUrl from '../../assets/hall-logo.svg';
import { paths } from '../../config/paths.ts';
import { layoutText } from '@hall/model/texts/layout';
import { FOOTER_YEAR, SOCIAL_LINKS } from '../../config/site.ts';
import { SocialIcon } from './icons.tsx';

// About us and Photo point at the home page's sections (ids 'about' and 'gallery').
const FOOTER_LINKS = [
  { label: layoutText.aboutUs, to: `${paths.home}#about` },
  { label: layoutText.contact, to: paths.contact },
  { label: layoutText.complain, to: paths.complain },
  { label: layoutText.photo, to: `${paths.home}#gallery` },
];

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <img src={logoUrl} alt="" width={48} height={48} />
          <div>
            <p className="footer__hall">{layoutText.hall}</p>
            <p className="footer__university">{layoutText.university}</p>
          </div>
        </div>
        <nav aria-label={layoutText.footerNav}>
          <ul className="footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="footer__social" aria-label={layoutText.social}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.network}>
              <a href={link.href} aria-label={link.network} target="_blank" rel="noopener noreferrer">
                <SocialIcon network={link.network} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="footer__copyright">{layoutText.rights(FOOTER_YEAR)}</p>
    </footer>
  );
}
