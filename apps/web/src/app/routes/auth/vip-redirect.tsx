import { VipRedirect } from '../../../features/login/components/vip-redirect';

/** /vipredirect?code=… */
export function Component() {
  return <VipRedirect />;
}
