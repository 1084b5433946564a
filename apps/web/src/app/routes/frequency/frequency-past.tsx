import { FrequencyPage } from '../../../features/frequency/components/frequency-page';
import { FrequencyPast } from '../../../features/frequency/components/frequency-past';

/** /frequency/past (members only) */
export function Component() {
  return (
    <FrequencyPage title="지난 시즌">
      <FrequencyPast />
    </FrequencyPage>
  );
}
