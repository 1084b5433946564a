import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerStaffAuth } from './staff-auth';

/**
 * A staff route enforces the role the contract declares for its call (and the OpenAPI document
 * states): a route that says otherwise does not start.
 */
describe('staff routes and the contract', () => {
  const appWith = async (
    method: 'GET' | 'POST',
    url: string,
    staff?: 'STAFF' | 'EDITOR' | 'ADMIN',
  ) => {
    const app = Fastify();
    registerStaffAuth(app);
    try {
      app.route({
        method,
        url,
        ...(staff ? { config: { staff } } : {}),
        handler: async () => 'ok',
      });
      await app.ready();
    } finally {
      await app.close();
    }
  };

  it('starts when the route requires the declared role', async () => {
    await expect(appWith('POST', '/api/staff/draws/run', 'EDITOR')).resolves.toBeUndefined();
    await expect(
      appWith('GET', '/api/staff/inquiries/attachment/:attachmentIdx', 'STAFF'),
    ).resolves.toBeUndefined();
    await expect(appWith('POST', '/api/notice/list')).resolves.toBeUndefined();
  });

  it('refuses a route whose role differs from the contract’s', async () => {
    await expect(appWith('POST', '/api/staff/draws/run', 'STAFF')).rejects.toThrow(
      'POST /api/staff/draws/run: the route requires STAFF, the contract (packages/contract/src/api/calls.ts) EDITOR',
    );
  });

  it('refuses a contract staff call served without a role, and a staff route the contract lacks', async () => {
    await expect(appWith('POST', '/api/staff/operators/create')).rejects.toThrow(
      'the route requires no operator, the contract (packages/contract/src/api/calls.ts) ADMIN',
    );
    await expect(appWith('POST', '/api/staff/unknown', 'ADMIN')).rejects.toThrow(
      'has no such call',
    );
    await expect(appWith('POST', '/api/notice/list', 'STAFF')).rejects.toThrow(
      'the contract (packages/contract/src/api/calls.ts) no operator',
    );
  });
});
