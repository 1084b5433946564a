import { useMutation } from '@tanstack/react-query';
import type { authLinkAccountBody } from '@venue/contract';
import { authLinkAccount } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type LinkAccountBody = z.input<typeof authLinkAccountBody>;

/**
 * POST /api/auth/link/account (spec 000 §7, /Integration): links the login in progress to the
 * existing account of the verified person and answers its jwt. A failure shows the server's
 * message through the client's alert.
 */
export function linkAccount(body: LinkAccountBody) {
  return api.call(authLinkAccount, body);
}

export function useLinkAccount() {
  return useMutation({ mutationFn: linkAccount });
}
