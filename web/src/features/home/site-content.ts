// The hall's prose on the home page, paired with its images and numbers (config/site.ts). Only the
// home page's static sections import it, and they load apart from the first-load JS
// (components/home-island.tsx): the prerendered page already carries these texts.
import { siteText } from '@hall/model/texts/site';
import { CONTACT_DETAILS, galleryImage, PROVOST_PHOTO, type SiteImage } from '../../config/site.ts';

export const ABOUT = { heading: siteText.aboutTitle, paragraphs: siteText.about };

export const PROVOST = {
  name: siteText.provost,
  title: siteText.provostTitle,
  photo: { ...PROVOST_PHOTO, alt: siteText.provostAlt },
  message: siteText.provostMessage,
} satisfies { name: string; title: string; photo: SiteImage; message: readonly string[] };

/** The roles of spec section 3, in the order the cards show them. */
export const CONTACT_CARDS = siteText.contacts.map((person, index) => ({ ...person, ...CONTACT_DETAILS[index]! }));

/** The achievements gallery, gallery-01 to gallery-15 in the order it shows; each caption is its image's alt. */
export const GALLERY_IMAGES: readonly SiteImage[] = siteText.gallery.map(galleryImage);
