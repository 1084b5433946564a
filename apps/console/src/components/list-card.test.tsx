import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import { ListCard, type ListRead } from './list-card';

type Row = { idx: number; name: string };

const page = (list: Row[], totalCount = list.length) => ({ list, totalCount, pageSize: 2 });

const card = (
  read: ListRead<Row>,
  extra: { masked?: boolean; onPage?: (page: number) => void } = {},
) =>
  render(
    <ListCard
      id="rows-heading"
      title="회원"
      countUnit="명"
      masked={extra.masked}
      read={read}
      empty="조건에 맞는 회원이 없어요."
      pager={{ label: '회원 목록 페이지', page: 1, onPage: extra.onPage ?? vi.fn() }}
    >
      {(rows) => (
        <DataTable caption="가입일 최근 순" headers={['회원번호', '이름']}>
          {rows.map((row) => (
            <tr key={row.idx}>
              <td>{row.idx}</td>
              <th scope="row">{row.name}</th>
            </tr>
          ))}
        </DataTable>
      )}
    </ListCard>,
  );

describe('ListCard', () => {
  it('says it is reading, and is busy, before the first answer', () => {
    card({ data: undefined, error: null, isFetching: true });
    const region = screen.getByRole('region', { name: '회원' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByText('불러오는 중이에요…')).toBeTruthy();
    expect(within(region).queryByText(/모두/)).toBeNull();
  });

  it('shows a failed read as an alert, without the reading line', () => {
    card({ data: undefined, error: new Error('권한이 없어요.') });
    expect(screen.getByRole('alert').textContent).toBe('권한이 없어요.');
    expect(screen.queryByText('불러오는 중이에요…')).toBeNull();
  });

  it('says the empty sentence for no rows, and no table', () => {
    card({ data: page([]), error: null });
    expect(screen.getByText('조건에 맞는 회원이 없어요.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('모두 0명')).toBeTruthy();
  });

  it('draws the rows under their caption and headings, the count and the mask hint, and pages', async () => {
    const onPage = vi.fn();
    card(
      { data: page([{ idx: 7, name: '김*늘' }], 1234), error: null, isFetching: false },
      { masked: true, onPage },
    );
    expect(screen.getByText('모두 1,234명')).toBeTruthy();
    expect(screen.getByText(/개인정보는 가려서 보여요/)).toBeTruthy();
    const table = screen.getByRole('table', { name: '가입일 최근 순' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['회원번호', '이름']);
    expect(within(table).getByRole('rowheader').textContent).toBe('김*늘');
    const pager = screen.getByRole('navigation', { name: '회원 목록 페이지' });
    expect(within(pager).getByText('1 / 617')).toBeTruthy();
    await userEvent.click(within(pager).getByRole('button', { name: '다음' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('takes a plain array of rows, without a count or a pager', () => {
    render(
      <ListCard id="tokens-heading" title="발급한 토큰" level={3} read={{ data: [], error: null }}>
        {() => null}
      </ListCard>,
    );
    expect(screen.getByRole('heading', { level: 3, name: '발급한 토큰' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('불러오는 중이에요…')).toBeNull();
  });
  it('says the idle sentence, and neither reading nor rows, while there is nothing to read', () => {
    render(
      <ListCard
        id="search-heading"
        title="회원 찾기"
        read={{ data: undefined, error: null }}
        idle="찾을 회원을 입력해 주세요."
      >
        {() => '행'}
      </ListCard>,
    );
    expect(screen.getByText('찾을 회원을 입력해 주세요.')).toBeTruthy();
    expect(screen.queryByText('불러오는 중이에요…')).toBeNull();
  });
});

describe('DataTable', () => {
  it('puts the rows under the caption and a heading per column, one of them for a reader only', () => {
    render(
      <DataTable
        caption="발급한 토큰"
        captionClassName="sr-only"
        headers={['이름', { hidden: '폐기' }]}
      >
        <tr>
          <td>예약 연동</td>
          <td>…</td>
        </tr>
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: '발급한 토큰' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['이름', '폐기']);
    expect(within(table).getByText('폐기').className).toBe('sr-only');
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('예약 연동…');
  });
});
