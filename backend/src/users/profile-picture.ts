import { invalid } from '../common/domain-error';

/** What the uploads module says a URL is: a picture or a video stored here, or neither (undefined). */
export type StoredMediaKind = 'image' | 'video' | undefined;

/**
 * A profile image is a picture stored here: never a foreign URL, never one of the (admin-only)
 * videos. The callers that take a picture (sign-up, profile update) ask uploads what the URL is
 * and check the answer here, so users/ stands below uploads/.
 */
export function assertProfilePicture(kind: StoredMediaKind): void {
  if (kind === undefined) {
    throw invalid('USER.BAD_IMAGE', 'Image must be a picture uploaded to this site (POST /api/uploads)');
  }
  if (kind !== 'image') {
    throw invalid(
      'USER.IMAGE_NOT_PICTURE',
      'Profile image must be a picture (JPEG, PNG, WebP or GIF), not a video',
    );
  }
}
