import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageGroup } from './page-group';

const Group = pageGroup(
  {
    '/area': async () => ({ Component: () => <p>첫 페이지</p> }),
    '/area/info': async () => ({ Component: () => <p>정보 페이지</p> }),
    '/area/item/:id': async () => ({ Component: () => <p>항목 페이지</p> }),
  },
  '/area',
);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/area/*" element={<Group />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('pageGroup', () => {
  it('shows the page of the exact path, a trailing slash included', async () => {
    renderAt('/area/info/');
    expect(await screen.findByText('정보 페이지')).toBeTruthy();
  });

  it('matches a page by pattern', async () => {
    renderAt('/area/item/12');
    expect(await screen.findByText('항목 페이지')).toBeTruthy();
  });

  it('sends an unknown path of the area to the fallback page', async () => {
    renderAt('/area/nothing-here');
    expect(await screen.findByText('첫 페이지')).toBeTruthy();
  });
});
