import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { closeGracefully } from './lifecycle';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish while close() runs, then closes the database', async () => {
    t = await createTestApp();
    let entered: () => void = () => {};
    const handlerEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.app.post('/api/test/slow', async () => {
      entered();
      await released;
      return { done: true };
    });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });

    const inFlight = fetch(`${address}/api/test/slow`, { method: 'POST' });
    await handlerEntered;

    let closed = false;
    const closing = closeGracefully(t.app, t.handle).then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });

    await closing;
    expect(closed).toBe(true);
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    await expect(t.db.execute('select 1')).rejects.toThrow();
  });
});
