import { homeText } from '@hall/model/texts/home';
import { CONTACT_CARDS } from '../site-content.ts';
import { SECTION_ATTRIBUTES } from './sections.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export function ContactCards() {
  return (
    <section {...SECTION_ATTRIBUTES.ContactCards}>
      <h2 id="contacts-title">{homeText.contacts}</h2>
      <ul className="contact-cards">
        {CONTACT_CARDS.map((card) => (
          <li key={card.role} className="contact-card">
            <h3 className="contact-card__role">{card.role}</h3>
            <p className="contact-card__name">{card.name}</p>
            <p>
              <a href={telHref(card.phone)}>{card.phone}</a>
            </p>
            <p>
              <a href={`mailto:${card.email}`}>{card.email}</a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
