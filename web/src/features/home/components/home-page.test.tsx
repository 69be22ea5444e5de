import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/test-utils.tsx';
import { GALLERY_IMAGES } from '../site-content.ts';

describe('home page', () => {
  it("shows its sections in the spec's order: banner, About, Provost Message, gallery, notice board, contact cards", async () => {
    renderApp();
    await screen.findByRole('region', { name: 'Provost Message' });
    const home = screen.getByRole('main');
    const regions = within(home)
      .getAllByRole('region')
      .filter((region) => region.parentElement?.classList.contains('home'));
    expect(
      regions.map((region) => region.getAttribute('aria-roledescription') ?? region.querySelector('h2')?.textContent),
    ).toEqual([
      'carousel',
      'About the hall',
      'Provost Message',
      'Our Achievements',
      'Notice Board',
      'Contact the hall office',
    ]);
  });

  it('shows the banner of five slides, with the first image loaded eagerly and the rest lazily', async () => {
    renderApp();
    const carousel = await screen.findByRole('region', { name: 'Shaheed Mohammad Shah Hall' });
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(5);
    const images = slides.map((slide) => slide.querySelector('img')!);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images.slice(1).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images[0]!.getAttribute('srcset')).toBe(
      '/images/banner-1-640.webp 640w, /images/banner-1-1024.webp 1024w, /images/banner-1-1600.webp 1600w',
    );
    expect(images[0]).toHaveAttribute('width', '1600');
    expect(images[0]).toHaveAttribute('height', '700');
    expect(within(carousel).getAllByRole('button', { name: /^Show slide/ })).toHaveLength(5);
  });

  it('names the provost, shows 15 gallery photos and the four contact cards', async () => {
    renderApp();
    const provost = await screen.findByRole('region', { name: 'Provost Message' });
    expect(within(provost).getByText('Dr. Md. Abdur Rahman')).toBeInTheDocument();
    const gallery = screen.getByRole('list', { name: 'Achievement photos' });
    const photos = within(gallery).getAllByRole('figure');
    expect(photos).toHaveLength(15);
    // Each photo has its caption; the image itself has an empty alt, so it is not read twice.
    expect(within(photos[0]!).getByText('Inter-hall football champions')).toBeInTheDocument();
    expect(photos.every((photo) => photo.querySelector('img[alt=""][src^="/images/gallery-"]'))).toBe(true);
    // Each figure pairs the caption and the image of one content entry.
    photos.forEach((figure, index) => {
      const entry = GALLERY_IMAGES[index]!;
      expect(figure.querySelector('figcaption')).toHaveTextContent(entry.alt);
      expect(figure.querySelector('img')?.getAttribute('src')).toMatch(
        new RegExp(`^/images/${entry.base}-\\d+\\.webp$`),
      );
    });
    const contacts = screen.getByRole('region', { name: 'Contact the hall office' });
    expect(
      within(contacts)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Assistant Provost', 'Care Taker', 'Hall Provost', 'Electrician']);
    for (const card of within(contacts).getAllByRole('listitem')) {
      expect(
        within(card)
          .getByRole('link', { name: /^\+880/ })
          .getAttribute('href'),
      ).toMatch(/^tel:\+8801\d{9}$/);
      expect(within(card).getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    }
  });

  it("holds the gallery to the spec's 400 px on wide screens with a 'Show all 15 photos' switch, and no inner scroller (issue 35)", async () => {
    const { user } = renderApp();
    const section = await screen.findByRole('region', { name: 'Our Achievements' });
    const gallery = within(section).getByRole('list', { name: 'Achievement photos' });
    // The spec's height, which the stylesheet lifts for a phone's sideways strip and for "Show all".
    expect(gallery.style.maxHeight).toBe('400px');
    const showAll = within(section).getByRole('checkbox', { name: 'Show all 15 photos' });
    expect(showAll).not.toBeChecked();
    await user.click(showAll);
    expect(showAll).toBeChecked();
  });
});
