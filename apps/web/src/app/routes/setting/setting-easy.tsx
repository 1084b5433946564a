import { SettingsMemberOnly } from '../../../features/settings/components/member-only';
import { SettingEasy } from '../../../features/settings/components/setting-easy';

/** /setting/easy (members only) */
export function Component() {
  return <SettingsMemberOnly>{(user) => <SettingEasy user={user} />}</SettingsMemberOnly>;
}
