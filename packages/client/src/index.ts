/**
 * The one HTTP client of the visitor app and the staff console (decision 051). A call is made by
 * its endpoint constant from `@venue/contract/endpoints`:
 *
 *     const notices = await api.call(noticeList, {}, { signal });
 *
 * The method and path come from the endpoint, the input and answer types from the contract's call
 * table (types only, so no zod reaches a bundle), and the rules every call shares live here:
 * 10 s timeout, the caller's abort, credentials included, the envelope of decision 004 and the
 * errors of spec 000 §8 with stable codes. What differs between the apps (the member token and
 * its renewal, alerts, the maintenance page, a lost console session) is theirs, through `headers`
 * and `onResponse` and around `call`. Files (`downloadWith`) and URLs (`urlOf`) are modules of
 * their own, so a bundle carries them only where they are used.
 */
export * from './core';
export { type DownloadedFile, downloadWith, fileNameOf } from './download';
export type { CallData, CallInput, CallName, CallOf } from './types';
export { urlOf } from './url';
