import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffTermsList, StaffTermsVersion } from '@venue/contract';
import { seoulToday } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { editorOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';
import '../../../testing/rich-text';

const today = seoulToday(new Date());

const version = (overrides: Partial<StaffTermsVersion>): StaffTermsVersion => ({
  termsIdx: 1,
  termsCode: 'TOS001',
  version: 1,
  requiredYn: 'Y',
  termsName: '서비스 이용약관',
  termsDescription: '<h3>제1조 (목적)</h3>\n<p>이 약관은 서비스의 이용 조건을 정합니다.</p>',
  effectiveDate: '2026-01-01',
  status: 'IN_FORCE',
  publishedAt: '2026-01-01T09:00:00+09:00',
  regDate: '2026-01-01T09:00:00+09:00',
  ...overrides,
});

function serveTerms(operator = undefined as typeof editorOperator | undefined) {
  let list: StaffTermsList = [
    { termsCode: 'TOS001', versions: [version({})] },
    {
      termsCode: 'TOS006',
      versions: [
        version({
          termsIdx: 6,
          termsCode: 'TOS006',
          requiredYn: 'N',
          termsName: '마케팅 정보 수신 동의',
        }),
      ],
    },
  ];
  const api = serveStaff({
    ...(operator ? { '/api/staff/me': () => ok(operator) } : {}),
    '/api/staff/terms/list': () => ok(list),
    '/api/staff/terms/save': (body) => {
      const draft = version({
        termsIdx: 10,
        version: 2,
        status: 'DRAFT',
        publishedAt: null,
        termsName: String(body.termsName),
        termsDescription: String(body.termsDescription),
        effectiveDate: String(body.effectiveDate),
      });
      list = list.map((entry) =>
        entry.termsCode === 'TOS001' ? { ...entry, versions: [draft, ...entry.versions] } : entry,
      );
      return ok(draft);
    },
    '/api/staff/terms/publish': (body) => {
      let published: StaffTermsVersion | undefined;
      list = list.map((entry) => ({
        ...entry,
        versions: entry.versions.map((item) => {
          if (item.termsIdx === body.termsIdx) {
            published = { ...item, status: 'IN_FORCE', publishedAt: `${today}T10:00:00+09:00` };
            return published;
          }
          return item.status === 'IN_FORCE' && entry.termsCode === 'TOS001'
            ? { ...item, status: 'SUPERSEDED' }
            : item;
        }),
      }));
      return ok(published);
    },
  });
  return api;
}

describe('/staff/terms', () => {
  it('drafts the next version from the one in force, and an ADMIN publishes it after the warning', async () => {
    const api = serveTerms();
    renderConsole('/staff/terms');
    const user = userEvent.setup();
    const tos = await screen.findByRole('region', { name: '서비스 이용약관 TOS001' });
    expect(within(tos).getByRole('listitem').textContent).toContain('1버전시행 중필수');

    await user.click(within(tos).getByRole('button', { name: '서비스 이용약관 새 버전 작성' }));
    const form = await screen.findByRole('form', { name: '서비스 이용약관 2버전 새 초안' });
    await waitFor(() =>
      expect(within(form).getByRole('heading', { name: '서비스 이용약관 2버전 새 초안' })).toBe(
        document.activeElement,
      ),
    );
    expect(within(form).getByLabelText<HTMLInputElement>('약관 이름').value).toBe(
      '서비스 이용약관',
    );
    expect(within(form).getByLabelText<HTMLInputElement>('시행일').value).toBe(today);
    const text = await within(form).findByRole('textbox', { name: '약관 내용' });
    expect(text.textContent).toContain('이 약관은 서비스의 이용 조건을 정합니다.');

    await user.click(within(form).getByRole('button', { name: '초안 저장' }));
    expect(
      await screen.findByText(
        '서비스 이용약관 2버전 초안을 저장했어요. 게시하면 방문자에게 보여요.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/terms/save')[0]?.body).toMatchObject({
      termsCode: 'TOS001',
      termsName: '서비스 이용약관',
      requiredYn: 'Y',
      effectiveDate: today,
    });

    await user.click(
      await within(tos).findByRole('button', { name: '서비스 이용약관 2버전 게시' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: '서비스 이용약관 2버전을 게시할까요?',
    });
    expect(dialog.textContent).toContain(
      '이전 버전에 동의한 회원은 모두 다시 동의해야 예약·응모할 수 있어요.',
    );
    await user.click(within(dialog).getByRole('button', { name: '게시하기' }));
    expect(await screen.findByText('서비스 이용약관 2버전을 게시했어요 (시행 중).')).toBeTruthy();
    expect(api.callsTo('/api/staff/terms/publish').map((call) => call.body)).toEqual([
      { termsIdx: 10 },
    ]);
    await waitFor(() =>
      expect(
        within(tos)
          .getAllByRole('listitem')
          .map((item) => item.textContent?.slice(0, 9)),
      ).toEqual(['2버전시행 중필수', '1버전이전 버전필']),
    );
  });

  it('lets an EDITOR draft but not publish', async () => {
    serveTerms(editorOperator);
    renderConsole('/staff/terms');
    const user = userEvent.setup();
    const tos = await screen.findByRole('region', { name: '서비스 이용약관 TOS001' });
    await user.click(within(tos).getByRole('button', { name: '서비스 이용약관 새 버전 작성' }));
    const form = await screen.findByRole('form', { name: '서비스 이용약관 2버전 새 초안' });
    await within(form).findByRole('textbox', { name: '약관 내용' });
    await user.click(within(form).getByRole('button', { name: '초안 저장' }));
    expect(
      await screen.findByText(
        '서비스 이용약관 2버전 초안을 저장했어요. 관리자가 게시하면 방문자에게 보여요.',
      ),
    ).toBeTruthy();
    expect(await within(tos).findByText('게시는 관리자만 할 수 있어요.')).toBeTruthy();
    expect(within(tos).queryByRole('button', { name: /게시$/ })).toBeNull();
  });
});
