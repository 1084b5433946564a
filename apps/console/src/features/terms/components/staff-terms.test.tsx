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

  it('names every term and the privacy policy on an empty venue, with required or optional, and starts a first draft from it', async () => {
    const codes = ['TOS001', 'TOS002', 'TOS003', 'TOS004', 'TOS005', 'TOS006', 'PRIVACY'] as const;
    const api = serveStaff({
      '/api/staff/terms/list': () => ok(codes.map((termsCode) => ({ termsCode, versions: [] }))),
      '/api/staff/terms/save': (body) =>
        ok(
          version({
            termsIdx: 20,
            termsCode: body.termsCode as StaffTermsVersion['termsCode'],
            requiredYn: body.requiredYn as 'Y' | 'N',
            termsName: String(body.termsName),
            status: 'DRAFT',
            publishedAt: null,
          }),
        ),
    });
    renderConsole('/staff/terms');
    const user = userEvent.setup();
    const names = [
      ['서비스 이용약관', '필수 · 가입할 때 모든 회원이 동의해요.'],
      ['개인정보 수집 및 이용 동의', '필수 ·'],
      ['개인정보 처리업무 위탁 동의', '필수 ·'],
      ['맞춤형 서비스를 위한 개인정보 수집·이용 동의', '선택 ·'],
      ['개인정보 제3자 제공 동의', '선택 · 알뜰폰 회원에게만 보여요.'],
      ['마케팅 정보 수신 동의', '선택 ·'],
      ['개인정보처리방침', '동의받지 않고 공개하는 문서예요.'],
    ];
    for (const [index, [name, note]] of names.entries()) {
      // The first waits for the page's lazy module.
      const card = await screen.findByRole(
        'region',
        { name: `${name} ${codes[index]}` },
        { timeout: 15_000 },
      );
      expect(card.textContent).toContain(note);
      expect(card.textContent).toContain('아직 작성한 버전이 없어요.');
    }

    const privacy = screen.getByRole('region', { name: '개인정보처리방침 PRIVACY' });
    await user.click(
      within(privacy).getByRole('button', { name: '개인정보처리방침 새 버전 작성' }),
    );
    const policyForm = await screen.findByRole('form', { name: '개인정보처리방침 1버전 새 초안' });
    expect(within(policyForm).getByLabelText<HTMLInputElement>('약관 이름').value).toBe(
      '개인정보처리방침',
    );
    // A policy is not agreed to: no 필수 box.
    expect(within(policyForm).queryByRole('checkbox', { name: /^필수 약관/ })).toBeNull();

    const tos002 = screen.getByRole('region', { name: '개인정보 수집 및 이용 동의 TOS002' });
    await user.click(
      within(tos002).getByRole('button', { name: '개인정보 수집 및 이용 동의 새 버전 작성' }),
    );
    const form = await screen.findByRole('form', {
      name: '개인정보 수집 및 이용 동의 1버전 새 초안',
    });
    expect(within(form).getByLabelText<HTMLInputElement>('약관 이름').value).toBe(
      '개인정보 수집 및 이용 동의',
    );
    expect(
      within(form).getByRole<HTMLInputElement>('checkbox', { name: /^필수 약관/ }).checked,
    ).toBe(true);
    const text = await within(form).findByRole('textbox', { name: '약관 내용' });
    await user.click(text);
    await user.keyboard('수집 항목: 이름');
    await user.click(within(form).getByRole('button', { name: '초안 저장' }));
    await waitFor(() =>
      expect(api.callsTo('/api/staff/terms/save')[0]?.body).toMatchObject({
        termsCode: 'TOS002',
        termsName: '개인정보 수집 및 이용 동의',
        requiredYn: 'Y',
      }),
    );
  });
});
