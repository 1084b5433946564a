import type { APIRequestContext } from '@playwright/test';
import {
  getLegalGuardianResponse,
  getUserInfoResponse,
  type LegalGuardian,
  type UserInfo,
} from '@venue/contract';

/**
 * What the server holds for a member, read through the real API with the member's token (the
 * page's localStorage `jwt`), so a signup test can check the account it made, not just the screen.
 */
async function postAsMember<T>(
  request: APIRequestContext,
  jwt: string,
  path: string,
  schema: { parse: (value: unknown) => T },
): Promise<T> {
  const response = await request.post(path, { data: {}, headers: { 'x-access-token': jwt } });
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}`);
  return schema.parse(await response.json());
}

export async function getUserInfo(request: APIRequestContext, jwt: string): Promise<UserInfo> {
  return (await postAsMember(request, jwt, '/api/getuserinfo', getUserInfoResponse)).data;
}

export async function getLegalGuardian(
  request: APIRequestContext,
  jwt: string,
): Promise<LegalGuardian | null> {
  return (await postAsMember(request, jwt, '/api/getlegalguardian', getLegalGuardianResponse)).data;
}
