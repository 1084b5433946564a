/**
 * The app's own name and the venue's daily hours, for the places that have no venue settings to
 * read (document titles, the header's wordmark, the VIP entrance). The venue's contact, address,
 * hours, closed days and business information are its settings (POST /api/venue/info, decision
 * 030), which the footer, the home hero, the location tab and /inspection read.
 */
export const venue = {
  name: '시그널 하우스 성수',
  nameEn: 'SIGNAL HOUSE SEONGSU',
  hours: '매일 11:00 – 20:00',
} as const;
