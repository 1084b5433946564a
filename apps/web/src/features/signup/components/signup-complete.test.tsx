import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { SignupComplete } from './signup-complete';

describe('/complet', () => {
  it('celebrates the new member and offers My QR and home', () => {
    renderWithProviders(<SignupComplete />, { path: '/complet' });
    expect(screen.getByRole('heading', { name: /회원가입이\s*완료되었어요/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My QR 발급하기' }).getAttribute('href')).toBe('/qr');
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
  });

  it('leads back to the program the visitor was on before signing up', () => {
    renderWithProviders(<SignupComplete />, {
      path: '/complet',
      state: { name: '김하늘', returnTo: '/program/12?tab=info' },
    });
    const links = screen.getAllByRole('link');
    expect(links[0]?.textContent).toBe('보던 프로그램으로 돌아가기');
    expect(links[0]?.getAttribute('href')).toBe('/program/12?tab=info');
    expect(screen.getByRole('link', { name: 'My QR 발급하기' })).toBeTruthy();
  });

  it('says 보던 화면 for another page, and never leads off the site', () => {
    const { unmount } = renderWithProviders(<SignupComplete />, {
      path: '/complet',
      state: { returnTo: '/notice/3' },
    });
    expect(screen.getByRole('link', { name: '보던 화면으로 돌아가기' }).getAttribute('href')).toBe(
      '/notice/3',
    );
    unmount();
    renderWithProviders(<SignupComplete />, {
      path: '/complet',
      state: { returnTo: '//evil.example/x' },
    });
    expect(screen.queryByRole('link', { name: /돌아가기/ })).toBeNull();
  });
});
