/**
 * The venue's name as the console's header shows it. (Issue 17 moves the venue's facts into the
 * CMS's venue settings; until then this is the same constant as the visitor app's config/venue.ts.)
 */
export const venueName = '시그널 하우스 성수';
