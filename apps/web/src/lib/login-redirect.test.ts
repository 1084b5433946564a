import { afterEach, describe, expect, it } from 'vitest';
import {
  clearLoginRedirect,
  loginRedirectTarget,
  readLoginRedirect,
  saveLoginRedirect,
  takeLoginRedirect,
} from './login-redirect';

afterEach(() => clearLoginRedirect());

const stored = () => window.sessionStorage.getItem('loginRedirect');

describe('the login redirect target', () => {
  it('keeps a path on our origin in sessionStorage loginRedirect until a login takes it', () => {
    expect(saveLoginRedirect('/program/3?tab=floor')).toBe('/program/3?tab=floor');
    expect(stored()).toBe('/program/3?tab=floor');
    expect(readLoginRedirect()).toBe('/program/3?tab=floor');
    expect(takeLoginRedirect()).toBe('/program/3?tab=floor');
    expect(stored()).toBeNull();
    expect(takeLoginRedirect()).toBe('/');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/%0A/evil.example',
    '/\r\n/evil.example',
    ' //evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'program',
    '',
  ])('turns the hostile target %j into / and stores nothing', (target) => {
    window.sessionStorage.setItem('loginRedirect', '/old');
    expect(loginRedirectTarget(target)).toBe('/');
    expect(saveLoginRedirect(target)).toBe('/');
    expect(stored()).toBeNull();
  });

  it('does not trust what storage holds: a tampered value reads as /', () => {
    window.sessionStorage.setItem('loginRedirect', '//evil.example');
    expect(readLoginRedirect()).toBe('/');
    expect(takeLoginRedirect()).toBe('/');
  });

  it('treats a missing redirect as the home page', () => {
    expect(saveLoginRedirect(null)).toBe('/');
    expect(readLoginRedirect()).toBe('/');
  });
});
