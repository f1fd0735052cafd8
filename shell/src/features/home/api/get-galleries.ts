import { apiRequest, messageOf } from '@market/api-client';
import { useLoad } from '@market/ui';

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
 * 'Error: {message}' when the server explained the failure, else 'Something went wrong'
 * (not the client's own 'Request failed (500)' nor a browser's network error text).
 */
export function galleryErrorText(error: unknown): string {
  const message = messageOf(error, '');
  return message ? `Error: ${message}` : 'Something went wrong';
}

/** A body that is not a list shows as no galleries rather than breaking the home page. */
const loadGalleries = async () => {
  const items = await getGalleries();
  return Array.isArray(items) ? items : [];
};

export function useGalleries(): GalleriesState {
  const { state } = useLoad('galleries', loadGalleries);
  if (state.status === 'ready') return { status: 'ready', items: state.data };
  return state.status === 'error' ? { status: 'error', message: galleryErrorText(state.error) } : state;
}
