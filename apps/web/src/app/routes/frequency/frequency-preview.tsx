import { matchPath, useLocation } from 'react-router';
import { NotFoundScreen } from '../../../features/errors/components/error-screens';
import { FrequencyPage } from '../../../features/frequency/components/frequency-page';
import { FrequencyPreview } from '../../../features/frequency/components/frequency-preview';
import { frequencyPaths } from '../../../features/frequency/frequency-paths';
import { parsePositiveId } from '../../../lib/parse-id';

/**
 * /frequency/preview/{id} (members only): one season. The id is read with matchPath (the area's
 * route only has `*`); a malformed id is the not-found screen.
 */
export function Component() {
  const { pathname } = useLocation();
  const seasonIdx = parsePositiveId(
    matchPath(frequencyPaths.preview.path, pathname)?.params.seasonIdx,
  );
  return (
    <FrequencyPage title="시즌 안내" tabbed={false}>
      {seasonIdx === null ? (
        <NotFoundScreen />
      ) : (
        <FrequencyPreview key={seasonIdx} seasonIdx={seasonIdx} notFound={<NotFoundScreen />} />
      )}
    </FrequencyPage>
  );
}
