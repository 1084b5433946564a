/**
 * Debian Chromium and the flags every headless run here needs: the browser tests
 * (tests/e2e/playwright.config.ts) and the bench's Lighthouse runs (bench/lib/lighthouse.ts)
 * both launch it from these. Without the background-networking flags Chromium keeps dialling
 * Google hosts that this machine's closed network refuses.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
