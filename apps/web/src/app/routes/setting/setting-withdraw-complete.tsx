import { WithdrawComplete } from '../../../features/settings/components/withdraw-complete';

/** /setting/withdraw/complete: no login (the member has just left); shown once, else home. */
export function Component() {
  return <WithdrawComplete />;
}
