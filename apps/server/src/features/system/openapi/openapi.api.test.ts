import { Validator } from '@seriousme/openapi-schema-validator';
import { API_TAGS, apiCalls, type OperatorRoleName, roleAllows } from '@venue/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { OPENAPI_CACHE_CONTROL } from './openapi.routes';
import { tokenMayCall } from './openapi-document';

let t: TestApp;
// biome-ignore lint/suspicious/noExplicitAny: the document is checked by the assertions
let doc: any;
let response: Awaited<ReturnType<TestApp['app']['inject']>>;
beforeAll(async () => {
  t = await createTestApp();
  response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  doc = response.json();
});
afterAll(async () => {
  await t.close();
});

const calls = Object.entries(apiCalls);
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is served as JSON with a cache header, the same bytes every time', async () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe(OPENAPI_CACHE_CONTROL);
    const again = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(again.body).toBe(response.body);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes every call of the contract: method, path, body, answer and auth', () => {
    expect(Object.keys(doc.paths)).toHaveLength(calls.length);
    for (const [name, call] of calls) {
      const op = doc.paths[openApiPath(call.path)]?.[call.method.toLowerCase()];
      expect(op, `${call.method} ${call.path}`).toBeDefined();
      expect(op.operationId).toBe(name);
      expect(op.summary, name).toBe(call.summary);
      expect(call.summary.length, name).toBeGreaterThan(0);
      expect(call.summary.length, name).toBeLessThanOrEqual(40);
      expect(op.tags).toEqual([call.tag]);
      expect(op.responses.default).toEqual({ $ref: '#/components/responses/Error' });
      expect(op.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
      expect(op.responses['503']).toEqual({ $ref: '#/components/responses/Unavailable' });
      if ('response' in call) {
        const schema = op.responses['200'].content['application/json'].schema;
        expect(schema.properties.success, name).toEqual({ type: 'boolean', const: true });
      }
      if ('body' in call && call.body) expect(op.requestBody, name).toBeDefined();
      const schemes = op.security.flatMap((s: object) => Object.keys(s));
      if (call.auth === 'none') expect(op.security).toEqual([]);
      else if (call.auth.startsWith('staff')) {
        // An API token stands in for a session, but not on ADMIN's calls or a session's own.
        expect(schemes, name).toEqual(
          tokenMayCall(call) ? ['staffInstance', 'apiToken'] : ['staffInstance'],
        );
        expect(op.responses['401'].$ref, name).toBe('#/components/responses/StaffUnauthorized');
        expect(op.responses['403'].$ref, name).toBe('#/components/responses/StaffForbidden');
      } else {
        expect(schemes).toEqual(['memberToken']);
        expect(op.responses['401'].$ref, name).toBe('#/components/responses/MemberUnauthorized');
        expect(op.responses['498'].$ref, name).toBe('#/components/responses/TokenExpired');
      }
    }
  });

  it('groups the operations by the domains of the contract, each described', () => {
    expect(doc.tags).toEqual(
      Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    );
    const used = new Set(calls.map(([, call]) => call.tag));
    expect([...used].sort()).toEqual(Object.keys(API_TAGS).sort());
  });

  it('answers 404 and 429 where a call can, with Retry-After on the latter', () => {
    expect(doc.paths['/api/notice/detail'].post.responses['404']).toEqual({
      $ref: '#/components/responses/NotFound',
    });
    expect(doc.paths['/api/notice/list'].post.responses['404']).toBeUndefined();
    expect(doc.paths['/api/staff/login'].post.responses['429']).toEqual({
      $ref: '#/components/responses/RateLimited',
    });
    expect(doc.components.responses.RateLimited.headers['Retry-After']).toBeDefined();
    expect(doc.components.responses.NotFound.description).toContain('PROGRAM_NOT_FOUND');
  });

  it('declares the error envelope and both credentials as security schemes', () => {
    expect(doc.components.securitySchemes).toEqual({
      memberToken: expect.objectContaining({
        type: 'apiKey',
        in: 'header',
        name: 'x-access-token',
      }),
      staffInstance: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'venue_staff' }),
      apiToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(doc.components.schemas.ApiError.required).toEqual(
      expect.arrayContaining(['success', 'resultCode', 'errorCode', 'message']),
    );
  });

  it('writes requests as clients send them and the staff roles', () => {
    const save = doc.paths['/api/staff/terms/save'].post;
    expect(save['x-staff-role']).toBe('EDITOR');
    expect(doc.paths['/api/staff/terms/publish'].post['x-staff-role']).toBe('ADMIN');
    const body = save.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(
      expect.arrayContaining(['termsCode', 'termsName', 'termsDescription', 'requiredYn']),
    );
    expect(body.properties.termsCode.enum).toContain('TOS001');
    const preview = doc.paths['/api/terms/preview'].post.requestBody;
    expect(preview.required).toBe(true);
    expect(preview.content['application/json'].schema.properties.termsIdx.type).toBe('integer');
    // An optional body is optional.
    expect(doc.paths['/api/terms/list'].post.requestBody.required).toBe(false);
    // GET queries are parameters; path segments too.
    expect(doc.paths['/api/front/visit'].get.parameters.length).toBeGreaterThan(0);
    expect(doc.paths['/api/inquiry/attachment/{attachmentIdx}'].get.parameters[0]).toMatchObject({
      name: 'attachmentIdx',
      in: 'path',
      required: true,
    });
    expect(
      doc.paths['/api/inquiry/insert'].post.requestBody.content['multipart/form-data'],
    ).toBeDefined();
  });
});

describe('the server serves every call the document states, as it states it', () => {
  it('registers every call of the contract', () => {
    const missing = calls
      .filter(([, call]) => !t.app.hasRoute({ method: call.method, url: call.path }))
      .map(([name, call]) => `${name} (${call.method} ${call.path})`);
    expect(missing).toEqual([]);
  });

  it('asks for the credential the document’s security names, and only for it', async () => {
    // A body that never parses: the credential checks run before it, and no handler after it.
    const send = (call: (typeof calls)[number][1], headers: Record<string, string>) =>
      t.app.inject({
        method: call.method,
        url: call.path.replace(/:[A-Za-z]+/g, '1'),
        headers: { 'content-type': 'application/json', ...headers },
        ...(call.method === 'POST' ? { payload: '{' } : {}),
      });
    const refusedWith = async (
      call: (typeof calls)[number][1],
      headers: Record<string, string>,
      errorCode: string,
    ) => {
      const response = await send(call, headers);
      return response.statusCode === 401 && response.json().errorCode === errorCode;
    };
    const mismatches: string[] = [];
    for (const [name, call] of calls) {
      const op = doc.paths[openApiPath(call.path)][call.method.toLowerCase()];
      const schemes: string[][] = op.security.map((s: object) => Object.keys(s));
      const says = (expected: boolean, what: string, got: boolean) => {
        if (got !== expected) mismatches.push(`${name} (${call.path}): ${what} ${got}`);
      };
      if (schemes.flat().includes('staffInstance')) {
        says(
          true,
          'refused without a staff session:',
          await refusedWith(call, {}, 'STAFF_UNAUTHORIZED'),
        );
        continue;
      }
      // Members: required → [{memberToken}]; optional → [{}, {memberToken}]; public → [].
      const tokenRequired = schemes.length === 1 && schemes[0]?.[0] === 'memberToken';
      const tokenRead = schemes.flat().includes('memberToken');
      says(tokenRequired, 'refused without a token:', await refusedWith(call, {}, 'UNAUTHORIZED'));
      says(
        tokenRead,
        'refused with a bad token:',
        await refusedWith(call, { 'x-access-token': 'not-a-token' }, 'UNAUTHORIZED'),
      );
    }
    expect(mismatches).toEqual([]);
  });
});

describe('the staff roles the document states are the ones the server enforces', () => {
  it('refuses every staff call to the roles below the documented one, and only to those', async () => {
    const roles: OperatorRoleName[] = ['STAFF', 'EDITOR', 'ADMIN'];
    const cookies = new Map<OperatorRoleName, string>();
    for (const role of roles) {
      const operator = await createOperator(t.db, { role });
      cookies.set(role, await staffLogin(t.app, operator.loginId, operator.password));
    }
    const mismatches: string[] = [];
    for (const [name, call] of calls) {
      if (!call.auth.startsWith('staff')) continue;
      const op = doc.paths[openApiPath(call.path)][call.method.toLowerCase()];
      const documented = op['x-staff-role'] as OperatorRoleName;
      for (const role of roles) {
        // A body that never parses: the role check runs before it, and no handler runs after it.
        const response = await t.app.inject({
          method: call.method,
          url: call.path.replace(/:[A-Za-z]+/g, '1'),
          headers: { cookie: cookies.get(role) ?? '', 'content-type': 'application/json' },
          ...(call.method === 'POST' ? { payload: '{' } : {}),
        });
        const refused = response.statusCode === 403 && response.json().errorCode === 'FORBIDDEN';
        if (refused === roleAllows(role, documented)) {
          mismatches.push(
            `${name} (${call.path}): documented ${documented}, ${role} got ${response.statusCode}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
