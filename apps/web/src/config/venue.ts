/**
 * Facts about the venue and the company shown in the shell (footer, hero). One place, so the
 * footer, the home page and later the venue page agree.
 */
export const venue = {
  name: '시그널 하우스 성수',
  nameEn: 'SIGNAL HOUSE SEONGSU',
  /** Spec 000 §2: public phone 02-1599-2641. */
  tel: { display: '02-1599-2641', href: 'tel:0215992641' },
  hours: '매일 11:00 – 20:00',
  company: {
    name: '주식회사 시그널하우스',
    ceo: '한지윤',
    businessNumber: '214-88-30517',
    mailOrderNumber: '2025-서울성동-01742',
    address: '서울특별시 성동구 성수이로 118, 1층 (성수동2가)',
    email: 'hello@signalhouse.kr',
  },
  copyright: '© 2025 SIGNAL HOUSE Inc. All rights reserved.',
} as const;
