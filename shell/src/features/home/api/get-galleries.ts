import { apiRequest } from '@market/api-client';
import { useErrorText, useLoad } from '@market/ui';

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

/**
 * An error's `message` is the server's explanation of the failure in the reader's words, or ''
 * when it gave none (not the client's own 'Request failed (500)' nor a browser's network error
 * text): the screen words it.
 */
export type GalleriesState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: GalleryItem[] };

/** A body that is not a list shows as no galleries rather than breaking the home page. */
const loadGalleries = async () => {
  const items = await getGalleries();
  return Array.isArray(items) ? items : [];
};

export function useGalleries(): GalleriesState {
  const { state } = useLoad('galleries', loadGalleries);
  const errorText = useErrorText();
  if (state.status === 'ready') return { status: 'ready', items: state.data };
  return state.status === 'error' ? { status: 'error', message: errorText(state.error, '') } : state;
}
