import { VenueSettingsPage } from '../../features/venue-settings/components/venue-settings-page';

/** /staff/venue-settings (decision 030): see the feature's component. */
export function Component() {
  return <VenueSettingsPage />;
}
