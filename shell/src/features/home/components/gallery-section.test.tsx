import { render, screen } from '@testing-library/react';
import { mockFetch } from '@market/ui/testing';
import { WithIntl } from '@/test-utils';
import { GallerySection } from './gallery-section';

describe('GallerySection', () => {
  it('shows each gallery item with its image and title', async () => {
    mockFetch({
      'GET /api/galleries': {
        body: [
          {
            _id: 'g1',
            imageTitle: 'Bakery logo',
            imageUrl: '/uploads/bakery.png',
            category: 'graphics-design',
          },
        ],
      },
    });
    render(
      <WithIntl>
        <GallerySection />
      </WithIntl>,
    );
    const image = await screen.findByRole('img', { name: 'Bakery logo' });
    expect(image.getAttribute('src')).toBe('/uploads/bakery.png');
    screen.getByText('Bakery logo');
  });

  it("shows the spec's error text when the gallery cannot be fetched", async () => {
    mockFetch({
      'GET /api/galleries': { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
    });
    render(
      <WithIntl>
        <GallerySection />
      </WithIntl>,
    );
    await screen.findByText('Error: Internal server error');
  });

  it("falls back to 'Something went wrong' when the server gives no message", async () => {
    mockFetch({ 'GET /api/galleries': { status: 500, body: '' } });
    render(
      <WithIntl>
        <GallerySection />
      </WithIntl>,
    );
    await screen.findByText('Something went wrong');
    expect(screen.queryByText(/Request failed/)).toBeNull();
  });
});
