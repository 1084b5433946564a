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
});
