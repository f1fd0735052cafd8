import { useEffect, useState } from 'react';
import { apiRequest, messageOf } from '@market/api-client';

export interface GalleryItem {
  _id: string;
  /** The spec names the title imageTitle, and title in some views; either may be absent. */
  imageTitle?: string;
  title?: string;
  imageUrl: string;
  category: string;
}

export function getGalleries(): Promise<GalleryItem[]> {
  return apiRequest<GalleryItem[]>('/galleries');
}

export type GalleriesState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: GalleryItem[] };

/**
 * Spec §8: 'Error: {message}' when the server explained the failure, else 'Something went wrong'
 * (not the client's own 'Request failed (500)' nor a browser's network error text).
 */
export function galleryErrorText(error: unknown): string {
  const message = messageOf(error, '');
  return message ? `Error: ${message}` : 'Something went wrong';
}

export function useGalleries(): GalleriesState {
  const [state, setState] = useState<GalleriesState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    getGalleries()
      .then((items) => active && setState({ status: 'ready', items: Array.isArray(items) ? items : [] }))
      .catch((error: unknown) => active && setState({ status: 'error', message: galleryErrorText(error) }));
    return () => {
      active = false;
    };
  }, []);
  return state;
}
