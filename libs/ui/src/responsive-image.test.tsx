import { render, screen } from '@testing-library/react';
import { InViewVideo, ResponsiveImage } from './responsive-image';

const hex = '0123456789abcdef0123456789abcdef';

describe('ResponsiveImage', () => {
  it('offers AVIF, WebP and JPEG variants of an upload with sizes, dimensions and lazy loading', () => {
    const { container } = render(
      <ResponsiveImage
        src={`/uploads/${hex}.jpg`}
        alt="Cover"
        sizes="(min-width: 576px) 50vw, 100vw"
        width={400}
        height={225}
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toBe(
      `/uploads/${hex}-320.avif 320w, /uploads/${hex}-640.avif 640w, /uploads/${hex}-1280.avif 1280w`,
    );
    expect(sources[0].getAttribute('sizes')).toBe('(min-width: 576px) 50vw, 100vw');
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img.getAttribute('src')).toBe(`/uploads/${hex}-640.jpg`);
    expect(img.getAttribute('srcset')).toContain(`/uploads/${hex}-1280.jpg 1280w`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '225']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the largest paint at once and first', () => {
    render(
      <ResponsiveImage
        src={`/uploads/${hex}.png`}
        alt="Hero"
        sizes="100vw"
        width={800}
        height={450}
        priority
      />,
    );
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows URLs without variants (GIFs, foreign images) as they are', () => {
    const { container } = render(
      <ResponsiveImage src={`/uploads/${hex}.gif`} alt="Anim" sizes="100vw" width={10} height={10} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Anim' }).getAttribute('src')).toBe(`/uploads/${hex}.gif`);
  });
});

describe('InViewVideo', () => {
  it('shows the poster frame and loads nothing until it is on screen', () => {
    const { container } = render(
      <InViewVideo src={`/uploads/${hex}.mp4`} label="Intro" width={400} height={225} />,
    );
    const video = container.querySelector('video')!;
    expect(video.getAttribute('poster')).toBe(`/uploads/${hex}-poster.jpg`);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.autoplay).toBe(false);
    expect(video.muted).toBe(true);
  });
});
