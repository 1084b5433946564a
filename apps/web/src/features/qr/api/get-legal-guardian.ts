import { useQuery } from '@tanstack/react-query';
import { getLegalGuardian as getLegalGuardianEndpoint } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/getlegalguardian (spec 000 §7): the guardian saved for the member, without CI/DI, or
 * null when none is saved. /qrIssueGuardian prefills the guardian's fields from it; null or a
 * failure there shows spec 000 §8's 보호자 정보를 불러오지 못했습니다. 정보를 입력해주세요.
 */
export function getLegalGuardian(signal?: AbortSignal) {
  return api.call(getLegalGuardianEndpoint, {}, { signal, alert: false });
}

export function useLegalGuardian() {
  return useQuery({
    queryKey: ['qr', 'legalGuardian'],
    queryFn: ({ signal }) => getLegalGuardian(signal),
    staleTime: 0,
  });
}
