import { FrequencyNow } from '../../../features/frequency/components/frequency-now';
import { FrequencyPage } from '../../../features/frequency/components/frequency-page';

/** /frequency/now (members only) */
export function Component() {
  return (
    <FrequencyPage title="드로우 투어">
      <FrequencyNow />
    </FrequencyPage>
  );
}
