import { VipEntrance } from '../../../features/login/components/vip-entrance';

/** /vip, /vip#accessToken=… or /vip?accessToken=… */
export function Component() {
  return <VipEntrance />;
}
