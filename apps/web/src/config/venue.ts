/**
 * What the app calls the venue before an operator has named it: an empty venue (a production
 * start without venue settings) shows these neutral words, never another venue's name. The
 * venue's own name, English name, story, directions and facts are its settings (POST
 * /api/venue/info, decisions 030 and 039), read through lib/venue-info.
 */
export const venue = {
  name: '브랜드 체험 공간',
  nameEn: 'WELCOME',
} as const;
