import { VipKeys } from '../../features/vip-keys/components/vip-keys';

/** /staff/vip-keys: VIP access keys issued and revoked, ADMIN only (decision 033). */
export function Component() {
  return <VipKeys />;
}
