import { useQuery } from '@tanstack/react-query';
import { privacyPolicy } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/terms/privacy-policy: the venue's privacy policy in force and its
 * versions. The page says itself when it cannot load, so no global alert.
 */
export function usePrivacyPolicy() {
  return useQuery({
    queryKey: ['terms', 'privacy-policy'],
    queryFn: ({ signal }) => api.call(privacyPolicy, {}, { signal, alert: false }),
  });
}
