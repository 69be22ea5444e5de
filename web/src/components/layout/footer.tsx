import { Link } from 'react-router-dom';
import logoUrl from '../../assets/hall-logo.svg';
import { paths } from '../../config/paths.ts';
import { FOOTER_YEAR, HALL_NAME, SOCIAL_LINKS, UNIVERSITY_NAME } from '../../config/site.ts';
import { SocialIcon } from './icons.tsx';

// About us and Photo point at the home page's sections (ids 'about' and 'gallery').
const FOOTER_LINKS = [
  { label: 'About us', to: `${paths.home}#about` },
  { label: 'Contact', to: paths.contact },
  { label: 'Complain', to: paths.complain },
  { label: 'Photo', to: `${paths.home}#gallery` },
] as const;

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <img src={logoUrl} alt="" width={48} height={48} />
          <div>
            <p className="footer__hall">{HALL_NAME}</p>
            <p className="footer__university">{UNIVERSITY_NAME}</p>
          </div>
        </div>
        <nav aria-label="Footer">
          <ul className="footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="footer__social" aria-label="Social media">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.network}>
              <a href={link.href} aria-label={link.network} target="_blank" rel="noopener noreferrer">
                <SocialIcon network={link.network} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="footer__copyright">
        © {FOOTER_YEAR} {HALL_NAME}, CUET. All rights reserved.
      </p>
    </footer>
  );
}
