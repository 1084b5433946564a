import { SettingsMemberOnly } from '../../../features/settings/components/member-only';
import { SettingInfo } from '../../../features/settings/components/setting-info';

/** /setting/info (members only) */
export function Component() {
  return <SettingsMemberOnly>{(user) => <SettingInfo user={user} />}</SettingsMemberOnly>;
}
