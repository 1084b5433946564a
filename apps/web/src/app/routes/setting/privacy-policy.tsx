import { PrivacyPolicy } from '../../../features/settings/components/privacy-policy';

/** /privacy: the venue's privacy policy, public; the footer links here. */
export function Component() {
  return <PrivacyPolicy />;
}
