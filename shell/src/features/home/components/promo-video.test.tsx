import { act, render, screen } from '@testing-library/react';
import { WithIntl } from '@/test-utils';
import { PromoVideo } from './promo-video';

describe('PromoVideo', () => {
  const original = globalThis.IntersectionObserver;
  let notify: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;

  beforeEach(() => {
    notify = undefined;
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('asks for the video file only once it comes near the viewport', () => {
    render(
      <WithIntl>
        <PromoVideo />
      </WithIntl>,
    );
    const video = screen.getByLabelText('Short animation of the marketplace');
    expect(video.getAttribute('src')).toBeNull();
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('width')).toBe('640');
    act(() => notify?.([{ isIntersecting: false }]));
    expect(video.getAttribute('src')).toBeNull();
    act(() => notify?.([{ isIntersecting: true }]));
    expect(video.getAttribute('src')).toBeTruthy();
  });
});
