import { FrequencyMethod } from '../../../features/frequency/components/frequency-method';
import { FrequencyPage } from '../../../features/frequency/components/frequency-page';

/** /frequency/method (members only) */
export function Component() {
  return (
    <FrequencyPage title="참여 방법">
      <FrequencyMethod />
    </FrequencyPage>
  );
}
