import { SettingsMemberOnly } from '../../../features/settings/components/member-only';
import { SettingWithdraw } from '../../../features/settings/components/setting-withdraw';

/** /setting/withdraw (members only) */
export function Component() {
  return <SettingsMemberOnly>{() => <SettingWithdraw />}</SettingsMemberOnly>;
}
