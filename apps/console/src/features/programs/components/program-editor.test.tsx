import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

function serveEditor(save = () => ok({ programIdx: 41 })) {
  return serveStaff({
    '/api/staff/programs/categories/list': () =>
      ok([
        { programCategoryIdx: 1, programCategoryName: '전시', sortIndex: 10, programCount: 3 },
        { programCategoryIdx: 2, programCategoryName: '클래스', sortIndex: 20, programCount: 0 },
      ]),
    '/api/staff/zones': () => ok([]),
    '/api/staff/programs/list': () => ok({ list: [], page: 1, pageSize: 20, totalCount: 0 }),
    '/api/staff/media/list': () =>
      ok({
        list: [
          {
            mediaIdx: 5,
            savePath: '/media/uploads/poster.png',
            width: 800,
            height: 600,
            mimeType: 'image/png',
            byteSize: 100,
            sizes: [],
            alt: '봄 포스터',
            fileName: 'poster.png',
            uploadedBy: null,
            regDate: '2026-05-01T10:00:00+09:00',
            modDate: '2026-05-01T10:00:00+09:00',
          },
        ],
        page: 1,
        pageSize: 40,
        totalCount: 1,
      }),
    '/api/staff/programs/save': save,
  });
}

describe('/staff/programs/new', () => {
  it("checks the form with the contract's Korean messages before sending", async () => {
    const api = serveEditor();
    renderConsole('/staff/programs/new');
    const form = await screen.findByRole('form', { name: '프로그램 정보' });
    await userEvent.click(within(form).getByRole('button', { name: '초안으로 저장' }));
    expect(await within(form).findByText('프로그램 이름을 입력해 주세요.')).toBeTruthy();
    expect(within(form).getByText('분류를 골라 주세요.')).toBeTruthy();
    expect(within(form).getByText('대표 이미지를 골라 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/programs/save')).toHaveLength(0);
  });

  it("sends the save body and puts the server's field errors on their fields", async () => {
    const api = serveEditor(() => ({
      error: {
        status: 400,
        errorCode: 'INVALID_INPUT',
        message: '입력값을 확인해 주세요.',
        fields: [{ path: 'programName', message: '이미 같은 이름의 초안이 있어요.' }],
      },
    }));
    renderConsole('/staff/programs/new');
    const form = await screen.findByRole('form', { name: '프로그램 정보' });
    await waitFor(() =>
      expect(within(form).getAllByRole('option', { name: '클래스' })).toHaveLength(1),
    );
    await userEvent.selectOptions(within(form).getByLabelText('분류'), '2');
    await userEvent.type(within(form).getByLabelText('이름'), '봄 드로잉');
    const picker = within(form).getByRole('group', { name: '대표 이미지' });
    await userEvent.click(within(picker).getByRole('button', { name: '라이브러리에서 선택' }));
    await userEvent.click(await within(picker).findByRole('button', { name: '봄 포스터' }));
    await userEvent.click(within(form).getByRole('button', { name: '초안으로 저장' }));

    expect(await within(form).findByText('이미 같은 이름의 초안이 있어요.')).toBeTruthy();
    expect(within(form).getByLabelText('이름').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert').textContent).toBe('입력값을 확인해 주세요.');
    expect(api.callsTo('/api/staff/programs/save')[0]?.body).toMatchObject({
      programType: 'RESERVATION',
      programCategoryIdx: 2,
      programName: '봄 드로잉',
      savePath: '/media/uploads/poster.png',
      descriptionType: 'EDITOR',
      winnerCount: null,
      winnerAnnouncementDate: null,
    });
  });
});
