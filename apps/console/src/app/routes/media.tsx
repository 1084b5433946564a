import { MediaLibrary } from '../../features/media/components/media-library';

/** /staff/media: the media library, EDITOR and ADMIN (decision 027). */
export function Component() {
  return <MediaLibrary />;
}
