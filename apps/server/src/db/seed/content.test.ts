import { seoulToday } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { buildFaqCategories, buildFaqs } from './faq';
import { buildNotices } from './notices';
import { buildPrivacyPolicy, buildTerms } from './terms';

const DAY = 86_400_000;

describe('notices', () => {
  const now = new Date('2026-05-13T03:00:00Z'); // 12:00 in Seoul
  const notices = buildNotices(now, seoulToday(now));
  const withinBadge = (date: Date) => now.getTime() - date.getTime() <= 5 * DAY;

  it('has at least 12 notices, some pinned, a couple with an image', () => {
    expect(notices.length).toBeGreaterThanOrEqual(12);
    expect(notices.filter((n) => n.fixedYn).length).toBeGreaterThanOrEqual(2);
    expect(
      notices.filter((n) => n.savePath?.startsWith('/media/notice/')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('has new ones inside the 5-day badge window, an updated one and older ones', () => {
    expect(notices.filter((n) => withinBadge(n.writeDate)).length).toBeGreaterThanOrEqual(3);
    expect(notices.some((n) => !withinBadge(n.writeDate) && withinBadge(n.modDate))).toBe(true);
    expect(notices.filter((n) => !withinBadge(n.modDate)).length).toBeGreaterThanOrEqual(5);
  });

  it('writes nothing in the future, even when seeded early in the morning', () => {
    const dawn = new Date('2026-05-12T16:05:00Z'); // 01:05 in Seoul
    for (const notice of buildNotices(dawn, seoulToday(dawn))) {
      expect(notice.writeDate.getTime()).toBeLessThanOrEqual(dawn.getTime());
      expect(notice.modDate.getTime()).toBeLessThanOrEqual(dawn.getTime());
      expect(notice.modDate.getTime()).toBeGreaterThanOrEqual(notice.writeDate.getTime());
    }
  });

  it('writes HTML content with lists and same-origin links', () => {
    expect(notices.some((n) => n.noticeContent.includes('<li>'))).toBe(true);
    const hrefs = notices.flatMap((n) =>
      [...n.noticeContent.matchAll(/href="([^"]+)"/g)].map((m) => m[1]),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/[^/]/);
  });
});

describe('FAQ', () => {
  it('has at least 4 categories and 14 questions, every category used', () => {
    const categories = buildFaqCategories();
    const faqs = buildFaqs();
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(faqs.length).toBeGreaterThanOrEqual(14);
    for (const category of categories) {
      expect(faqs.some((f) => f.faqsCategoryIdx === category.faqsCategoryIdx)).toBe(true);
    }
  });

  it('answers the questions visitors ask most: hours, parking, QR, cancelling, draws, under 14, withdrawal', () => {
    const text = buildFaqs()
      .map((f) => f.faqsQuestion)
      .join(' ');
    for (const topic of ['운영 시간', '주차', 'QR', '취소', '당첨', '14세', '탈퇴']) {
      expect(text).toContain(topic);
    }
  });
});

describe('terms', () => {
  const terms = buildTerms('2026-05-13');

  it('has TOS001–TOS006, version 1, required ones first', () => {
    expect(terms.map((t) => [t.termsCode, t.requiredYn, t.version])).toEqual([
      ['TOS001', true, 1],
      ['TOS002', true, 1],
      ['TOS003', true, 1],
      ['TOS004', false, 1],
      ['TOS005', false, 1],
      ['TOS006', false, 1],
    ]);
  });

  it('writes a privacy policy of its own: the sections 개인정보 보호법 §30 asks for, never required', () => {
    const policy = buildPrivacyPolicy('2026-05-13');
    expect(policy).toMatchObject({
      termsCode: 'PRIVACY',
      termsName: '개인정보처리방침',
      requiredYn: false,
      version: 1,
      termsIdx: 7,
    });
    expect(policy.effectiveDate < '2026-05-13').toBe(true);
    for (const section of [
      '처리 목적',
      '처리하는 개인정보의 항목',
      '보유 기간',
      '제3자 제공',
      '위탁',
      '파기',
      '정보주체',
      '안전성 확보 조치',
      '개인정보 보호책임자',
      '권익침해 구제',
      '변경',
    ]) {
      expect(policy.termsDescription, section).toContain(section);
    }
    expect(policy.termsDescription).not.toBe(
      terms.find((t) => t.termsCode === 'TOS002')?.termsDescription,
    );
  });

  it('writes each term as several headed sections of Korean prose, in force before today', () => {
    for (const term of terms) {
      expect(term.termsName).not.toMatch(/필수|선택/);
      expect(term.termsDescription.match(/<h3>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(term.termsDescription.length).toBeGreaterThan(450);
      expect(term.effectiveDate < '2026-05-13').toBe(true);
    }
  });
});
