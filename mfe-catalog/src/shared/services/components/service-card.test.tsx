import { screen } from '@testing-library/react';
import { render } from '@/test-utils';
import { MemoryRouter } from '@market/router';
import type { Service } from '../api/services';
import { ServiceCard } from './service-card';

function service(overrides: Partial<Service> = {}): Service {
  return {
    _id: 's1',
    title: 'I will design a logo',
    userId: 'a1',
    desc: 'Long description',
    description: 'Long description',
    shortTitle: 'Logo design',
    shortDesc: 'A memorable logo for your brand',
    category: 'graphics-design',
    subCategory: 'logo-design',
    coverImage: '/uploads/logo.png',
    otherImages: [],
    features: [],
    averageStars: 4.4,
    starNumber: 12,
    packages: [
      { name: 'basic', desc: 'b', deliveryTime: 3, revisionNumber: 1, regularPrice: 30, salePrice: 20 },
      { name: 'standard', desc: 's', deliveryTime: 3, revisionNumber: 1, regularPrice: 10, salePrice: 0 },
    ],
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const renderCard = (s: Service) =>
  render(
    <MemoryRouter>
      <ServiceCard service={s} />
    </MemoryRouter>,
  );

describe('ServiceCard', () => {
  it('links to /{subCategory}/{id} and shows a lazy image cover with its size set', () => {
    const { container } = renderCard(service());
    expect(screen.getByRole('link').getAttribute('href')).toBe('/logo-design/s1');
    const img = screen.getByRole('img', { name: 'Logo design' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBeTruthy();
    expect(img.getAttribute('height')).toBeTruthy();
    expect(container.querySelector('video')).toBeNull();
    screen.getByText('A memorable logo for your brand');
    screen.getByText('(12)');
  });

  it('shows a muted looping video with its poster, loaded only once in view, when the cover ends in .mp4', () => {
    const { container } = renderCard(service({ coverImage: `/uploads/${'c'.repeat(32)}.mp4` }));
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).not.toBeNull();
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(false);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe(`/uploads/${'c'.repeat(32)}-poster.jpg`);
    expect(screen.queryByRole('img', { name: 'Logo design' })).toBeNull();
  });

  it('offers the upload in AVIF, WebP and its format at three widths, sized for the grid', () => {
    const cover = `/uploads/${'d'.repeat(32)}.jpg`;
    const { container } = renderCard(service({ coverImage: cover }));
    const avif = container.querySelector('source[type="image/avif"]')!;
    expect(avif.getAttribute('srcset')).toBe(
      ['320', '640', '1280'].map((w) => `/uploads/${'d'.repeat(32)}-${w}.avif ${w}w`).join(', '),
    );
    expect(avif.getAttribute('sizes')).toMatch(/\(min-width: 1200px\) 285px, .*, 100vw$/);
    const img = screen.getByRole('img', { name: 'Logo design' });
    expect(img.getAttribute('srcset')).toContain(`/uploads/${'d'.repeat(32)}-640.jpg 640w`);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it("starts from the first package's effective price, with the rounded sale percentage", () => {
    renderCard(service());
    screen.getByText('Starting from');
    expect(screen.getByTestId('starting-price').textContent).toBe('$20.00');
    // (30 - 20) / 30 = 33.33% → 33
    screen.getByText('33% OFF');
  });

  it('shows the regular price struck through beside a sale price, and none without a sale', () => {
    const { unmount } = renderCard(service());
    const regular = screen.getByTestId('regular-price');
    expect(regular.tagName).toBe('DEL');
    expect(regular.textContent).toBe('Regular price $30.00');
    unmount();
    renderCard(
      service({
        packages: [
          { name: 'basic', desc: '', deliveryTime: 1, revisionNumber: 1, regularPrice: 40, salePrice: 0 },
        ],
      }),
    );
    expect(screen.queryByTestId('regular-price')).toBeNull();
  });

  it('rounds the sale percentage half up and uses the regular price when there is no sale', () => {
    const { unmount } = renderCard(
      service({
        packages: [
          { name: 'basic', desc: '', deliveryTime: 1, revisionNumber: 1, regularPrice: 8, salePrice: 5 },
        ],
      }),
    );
    screen.getByText('38% OFF'); // 37.5 → 38
    unmount();
    renderCard(
      service({
        packages: [
          { name: 'basic', desc: '', deliveryTime: 1, revisionNumber: 1, regularPrice: 40, salePrice: 0 },
        ],
      }),
    );
    expect(screen.getByTestId('starting-price').textContent).toBe('$40.00');
    expect(screen.queryByText(/% OFF/)).toBeNull();
  });

  it('shows N/A and no badge for visitors (the API omits prices)', () => {
    renderCard(service({ packages: [{ name: 'basic', desc: '', deliveryTime: 1, revisionNumber: 1 }] }));
    expect(screen.getByTestId('starting-price').textContent).toBe('N/A');
    expect(screen.queryByText(/% OFF/)).toBeNull();
  });
});
