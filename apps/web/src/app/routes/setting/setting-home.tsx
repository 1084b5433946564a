import { SettingsMemberOnly } from '../../../features/settings/components/member-only';
import { SettingHome } from '../../../features/settings/components/setting-home';

/** /setting (members only) */
export function Component() {
  return <SettingsMemberOnly>{(user) => <SettingHome userName={user.name} />}</SettingsMemberOnly>;
}
