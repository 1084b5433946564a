import { SettingsMemberOnly } from '../../../features/settings/components/member-only';
import { SettingTerms } from '../../../features/settings/components/setting-terms';

/** /setting/terms (members only) */
export function Component() {
  return <SettingsMemberOnly>{(user) => <SettingTerms user={user} />}</SettingsMemberOnly>;
}
