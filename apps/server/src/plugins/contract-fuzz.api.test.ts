/**
 * A fuzz walk over every call of `apiCalls` (packages/contract/src/api/calls.ts).
 * Each call's input schema (as JSON Schema, zod's `toJSONSchema`) gives its fields and a plausible
 * valid request; then, one field at a time, hostile values replace the field's value: wrong
 * types, ids at and past int4's bounds, number-like strings, control characters, lone
 * surrogates, huge strings, deep nesting, arrays and objects in place of scalars. Whole bodies
 * are replaced too (not JSON, not an object, too large, nested 5,000 deep), path parameters get
 * broken percent-encodings, and the multipart form gets broken bodies.
 *
 * Calls that need a member or a staff session are sent with one (so validation is actually
 * reached), and a sample without it. The rules checked for every answer:
 * - never a 5xx;
 * - every 4xx is the JSON envelope: resultCode = status, a string errorCode, a Korean message;
 * - a control character in a text field is refused by the contract (400 naming that field).
 */
import { randomUUID } from 'node:crypto';
import { type ApiCall, apiCalls, newReserveEntryId } from '@venue/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMember } from '../../test/factories';
import { createOperator, staffLogin } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { memberTokenKey, signMemberToken } from '../features/accounts/session/session-tokens';
import { bookableProgram } from '../features/programs/reserve-entries/reserve-entries.test-fixtures';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
}

let t: TestApp;
let memberHeaders: Record<string, string> = {};
let staffHeaders: Record<string, string> = {};
/** Values of the fields that name rows, so valid-looking requests reach the handlers' queries. */
const known: Record<string, unknown> = {};

async function newMember() {
  const member = await createMember(t.db);
  memberHeaders = { 'x-access-token': await signMemberToken(memberTokenKey(t.config), member) };
  known.userIdx = member.userIdx;
}

async function newStaffSession() {
  const admin = await createOperator(t.db, { role: 'ADMIN', password: 'fuzz-admin-pass-1' });
  staffHeaders = { cookie: await staffLogin(t.app, admin.loginId, admin.password) };
}

beforeAll(async () => {
  t = await createTestApp();
  const b = await bookableProgram(t, { capacity: 1000 });
  Object.assign(known, {
    programIdx: b.program.programIdx,
    programInstanceIdx: b.instance.programInstanceIdx,
    programCategoryIdx: b.program.programCategoryIdx,
    programQuestionIdx: b.questions.text?.programQuestionIdx ?? 1,
    termsIdx: b.terms[0]?.programTermsIdx ?? 1,
  });
  await newMember();
  await newStaffSession();
});
afterAll(async () => {
  await t.close();
});

// ── Valid-looking values ────────────────────────────────────────────────────

/** Fields whose valid form a JSON Schema cannot say (refinements), by name. */
const validByName: Record<string, () => unknown> = {
  name: () => '김하늘',
  phoneNumber: () => '01012345678',
  mdn: () => '01012345678',
  email: () => 'sky@example.com',
  birthday: () => '1990-05-05',
  birthYmd: () => '1990-05-05',
  startDate: () => '2026-11-26',
  otp: () => '123456',
  answer: () => '123456',
  reserveEntryId: () => newReserveEntryId('R', new Date()),
  loginId: () => 'fuzz-door',
  password: () => 'fuzz-door-pass-1',
  qrValue: () => 'ABC123',
  state: () => 'fuzz-state-0123456789',
  title: () => '유모차 보관 문의',
  content: () => '유모차를 맡길 수 있는 곳이 있을까요? 알려 주세요.',
  category: () => 'VENUE',
  privacyAgreeYn: () => 'Y',
  // the staff console's content calls
  savePath: () => '/media/banner/fuzz-art.svg',
  slotCode: () => 'a1',
  linkUrl: () => '/program',
  actionType: () => 'PROGRAM',
  popupDescription: () => null,
  alt: () => '가을 축제 포스터',
};

function validValue(name: string, schema: JsonSchema): unknown {
  const byName = validByName[name];
  if (byName) return byName();
  if (name in known) return known[name];
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) {
    const first = schema.anyOf.find((option) => option.type !== 'null') ?? schema.anyOf[0];
    return first ? validValue(name, first) : null;
  }
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [validValue(name, schema.items)] : [];
    case 'object':
      return validObject(schema);
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-11-26';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return 'x';
  }
}

function validObject(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, field]) => [key, validValue(key, field)]),
  );
}

// ── Hostile values ──────────────────────────────────────────────────────────

const nested = (depth: number, make: (inner: unknown) => unknown) => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = make(value);
  return value;
};

/** Sent in place of any field. */
const anyHostile: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 2],
  { a: 1 },
  { __proto__: { polluted: 1 } },
  { constructor: { prototype: { polluted: 1 } } },
  nested(300, (inner) => [inner]),
  nested(300, (inner) => ({ a: inner })),
  '',
  ' ',
];
const numberHostile: unknown[] = [
  0,
  -1,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  4294967296,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '2147483648',
  '99999999999999999999',
  '1e308',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  ' 1 ',
  '1; drop table users',
];
const controlCharacters = ['\u0000', 'a\u0000b', '\u0007', '\u001b[2J', '\u007f', '\u0085'];
const stringHostile: unknown[] = [
  ...controlCharacters,
  '\ud800',
  'a\udfff\ud800b',
  '%00',
  '%E0%A4%A',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  `\${7*7}{{7*7}}`,
  '\u202e\u200b\ufeff',
  'x'.repeat(100_000),
  '가'.repeat(30_000),
  '😀'.repeat(2_000),
  '0000-01-01',
  '2147483648',
  -1,
  2147483648,
];

/** Cheap and telling: every field gets these. */
const coreHostile = new Set<unknown>([
  null,
  [],
  {},
  true,
  '',
  0,
  -1,
  1.5,
  2147483647,
  2147483648,
  1e308,
  '2147483648',
  'NaN',
  '\u0000',
  'a\u0000b',
  '\u001b[2J',
  '\u0085',
  '\ud800',
]);
/** How many of the other hostile values each field gets, taken in turn across fields. */
const EXTRA_PER_FIELD = 6;
let rotation = 0;

/**
 * The hostile values for one field: the core set, plus the next few of the rest in turn (so the
 * heavy ones, huge strings and deep nesting, are spread over the fields instead of sent to all).
 */
function hostileFor(schema: JsonSchema): unknown[] {
  const types = new Set(
    [schema.type, ...(schema.anyOf ?? []).map((option) => option.type)].flat().filter(Boolean),
  );
  const candidates = [...anyHostile];
  if (types.has('integer') || types.has('number')) candidates.push(...numberHostile);
  if (types.has('string') || types.size === 0) candidates.push(...stringHostile);
  if (types.has('array')) {
    candidates.push(Array(1000).fill(1), [null], ['x'], [{}], [[[]]], [2147483648], ['\u0000']);
  }
  const core = candidates.filter((value) => coreHostile.has(value));
  const rest = candidates.filter((value) => !coreHostile.has(value));
  const extra: unknown[] = [];
  for (let index = 0; index < Math.min(EXTRA_PER_FIELD, rest.length); index += 1) {
    extra.push(rest[(rotation + index) % rest.length]);
  }
  rotation += EXTRA_PER_FIELD;
  return [...core, ...extra];
}

function isTextField(schema: JsonSchema): boolean {
  const options = schema.anyOf ?? [schema];
  return options.some((option) => option.type === 'string');
}

/** Whole bodies in place of the JSON object. */
const bodyHostile: { payload: string; contentType?: string }[] = [
  { payload: 'null' },
  { payload: '[]' },
  { payload: '"text"' },
  { payload: '123' },
  { payload: 'true' },
  { payload: '{' },
  { payload: '{"a":' },
  { payload: '\u0000' },
  { payload: '{"__proto__":{"polluted":1}}' },
  { payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { payload: `{"x":"${'a'.repeat(300_000)}"}` },
  { payload: '{"a":1,"a":2}' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: '{}', contentType: 'text/plain' },
  { payload: '{}', contentType: 'application/json; charset=utf-16' },
  { payload: '<a/>', contentType: 'application/xml' },
];

let bodyRotation = 0;

// ── Sending and checking ────────────────────────────────────────────────────

interface Problem {
  call: string;
  what: string;
  status: number;
  body: string;
}
const problems: Problem[] = [];
let sent = 0;

const preview = (value: unknown) => {
  const text =
    typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? 'undefined');
  return text.length > 60 ? `${text.slice(0, 60)}…(${text.length})` : text;
};

type Credentials = 'with' | 'without';

function credentialsFor(call: ApiCall, credentials: Credentials): Record<string, string> {
  if (credentials === 'without') return {};
  if (call.auth.startsWith('staff')) return staffHeaders;
  if (call.auth === 'none') return {};
  return memberHeaders;
}

/** Calls whose success ends the session the fuzz is using. */
const ENDS_SESSION = new Set(['/api/auth/logout', '/api/withdraw', '/api/staff/logout']);

async function send(
  name: string,
  call: ApiCall,
  request: {
    url?: string;
    payload?: string | Buffer | object;
    contentType?: string;
    credentials?: Credentials;
  },
  what: string,
) {
  sent += 1;
  const headers: Record<string, string> = {
    ...credentialsFor(call, request.credentials ?? 'with'),
  };
  if (request.payload !== undefined) {
    headers['content-type'] = request.contentType ?? 'application/json';
  }
  const response = await t.app.inject({
    method: call.method,
    url: request.url ?? call.path,
    headers,
    // A new address for every request: the per-IP rate limits must not stop the walk early.
    remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
    ...(request.payload === undefined
      ? {}
      : {
          payload:
            typeof request.payload === 'string' || Buffer.isBuffer(request.payload)
              ? request.payload
              : JSON.stringify(request.payload),
        }),
  });
  const status = response.statusCode;
  const problem = (reason: string) =>
    problems.push({
      call: name,
      what: `${what}: ${reason}`,
      status,
      body: response.body.slice(0, 200),
    });
  if (status >= 500) problem('a 5xx');
  if (status >= 400) {
    let body: Record<string, unknown> | null = null;
    try {
      body = response.json();
    } catch {
      problem('not JSON');
    }
    if (body) {
      const envelope =
        body.success === false &&
        body.resultCode === status &&
        typeof body.errorCode === 'string' &&
        typeof body.message === 'string' &&
        /[가-힣]/.test(body.message);
      if (!envelope) problem('not the envelope');
      if (!String(response.headers['content-type']).startsWith('application/json')) {
        problem('not application/json');
      }
    }
  }
  if (ENDS_SESSION.has(call.path) && status < 300) {
    if (call.path === '/api/staff/logout') await newStaffSession();
    else await newMember();
  }
  return response;
}

/** A control character in a text field must be refused by the contract, naming the field. */
function expectRefusedField(
  name: string,
  what: string,
  field: string,
  response: Awaited<ReturnType<TestApp['app']['inject']>>,
) {
  const body = response.statusCode === 400 ? response.json() : null;
  const paths: string[] = (body?.fields ?? []).map((f: { path: string }) => f.path);
  if (!paths.some((path) => path === field || path.startsWith(`${field}.`))) {
    problems.push({
      call: name,
      what: `${what}: a control character was not refused as a field error`,
      status: response.statusCode,
      body: response.body.slice(0, 200),
    });
  }
}

function schemaOf(call: ApiCall): JsonSchema | null {
  const schema = call.body ?? call.query;
  return schema
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : null;
}

/** encodeURIComponent, except that a lone surrogate goes as the bytes Node would send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')]
      .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
      .join('');
  }
}

function queryString(fields: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    const values = Array.isArray(value) ? value : [value];
    for (const one of values) {
      const text = typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one);
      parts.push(`${encode(key)}=${encode(text)}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** One JSON (or query) call: every field with every hostile value, then whole bodies. */
async function fuzzCall(name: string, call: ApiCall) {
  const schema = schemaOf(call);
  const fields = schema?.properties ?? {};
  const base = schema ? validObject(schema) : {};
  const isQuery = call.query !== undefined;
  const request = (value: Record<string, unknown>) =>
    isQuery ? { url: `${call.path}${queryString(value)}` } : { payload: value };

  await send(name, call, request(base), 'the valid-looking request');

  for (const [field, fieldSchema] of Object.entries(fields)) {
    for (const value of hostileFor(fieldSchema)) {
      if (isQuery && typeof value === 'string' && value.length > 20_000) continue;
      const what = `${field}=${preview(value)}`;
      const response = await send(name, call, request({ ...base, [field]: value }), what);
      if (
        isTextField(fieldSchema) &&
        typeof value === 'string' &&
        controlCharacters.includes(value)
      ) {
        expectRefusedField(name, what, field, response);
      }
    }
    if (isTextField(fieldSchema) && typeof base[field] === 'string') {
      const what = `${field}=valid+U+0000`;
      const response = await send(
        name,
        call,
        request({ ...base, [field]: `${base[field]}\u0000` }),
        what,
      );
      expectRefusedField(name, what, field, response);
    }
    // Arrays of objects: each property of the first item gets the scalar hostiles.
    const items = fieldSchema.items;
    const baseItems = base[field];
    if (items?.properties && Array.isArray(baseItems) && typeof baseItems[0] === 'object') {
      for (const [itemField, itemSchema] of Object.entries(items.properties)) {
        for (const value of hostileFor(itemSchema).filter(
          (v) => typeof v !== 'object' || v === null,
        )) {
          const item = { ...(baseItems[0] as object), [itemField]: value };
          await send(
            name,
            call,
            request({ ...base, [field]: [item] }),
            `${field}.0.${itemField}=${preview(value)}`,
          );
        }
      }
    }
  }
  await send(name, call, request({ ...base, unexpectedField: 'x' }), 'an unknown field');

  if (isQuery) {
    for (const raw of ['%E0%A4%A', '%', '%00', '%C0%AF', 'a&b=c', 'x'.repeat(5000)]) {
      const key = Object.keys(fields)[0] ?? 'x';
      await send(name, call, { url: `${call.path}?${key}=${raw}` }, `query ${key}=${preview(raw)}`);
    }
    await send(
      name,
      call,
      { url: `${call.path}?${Object.keys(fields)[0] ?? 'x'}[]=1&x[y]=2` },
      'query brackets',
    );
  } else if (call.method === 'POST') {
    // Six whole bodies per call, in turn: every one of them reaches many calls.
    for (let index = 0; index < 6; index += 1) {
      const body = bodyHostile[(bodyRotation + index) % bodyHostile.length] ?? { payload: '{' };
      await send(
        name,
        call,
        body,
        `body ${preview(body.payload)} as ${body.contentType ?? 'json'}`,
      );
    }
    bodyRotation += 6;
  } else {
    await send(name, call, { url: `${call.path}?x=%E0%A4%A&y[]=1` }, 'a GET with a broken query');
  }

  // Without the credential the call needs: a clean 401 envelope before any validation.
  if (call.auth !== 'none') {
    const without = await send(
      name,
      call,
      { ...request(base), credentials: 'without' },
      'no credential',
    );
    if (call.auth !== 'optional' && without.statusCode !== 401) {
      problems.push({
        call: name,
        what: 'no credential: not a 401',
        status: without.statusCode,
        body: without.body.slice(0, 200),
      });
    }
    await send(
      name,
      call,
      { payload: { programIdx: 2147483648 }, credentials: 'without' },
      'no credential, bad body',
    );
  }
}

/** A path with a parameter (`/:attachmentIdx`): hostile segments, raw and encoded. */
async function fuzzPathCall(name: string, call: ApiCall) {
  const segments = [
    '1',
    '0',
    '-1',
    '1.5',
    '2147483647',
    '2147483648',
    '99999999999999999999',
    '1e308',
    'NaN',
    'Infinity',
    '0x10',
    '%E0%A4%A',
    '%',
    '%00',
    '%C0%AF',
    '%2e%2e%2f',
    '..',
    'x'.repeat(5000),
    encode('가나다'),
    encode('\u0000'),
    encode('\ud800'),
    encode("1' OR '1'='1"),
  ];
  for (const segment of segments) {
    const url = call.path.replace(/:[A-Za-z]+/, segment);
    await send(name, call, { url }, `path ${preview(segment)}`);
    await send(
      name,
      call,
      { url: `${url}?x=%E0%A4%A` },
      `path ${preview(segment)} with a broken query`,
    );
  }
  await send(
    name,
    call,
    { url: call.path.replace(/:[A-Za-z]+/, '1'), credentials: 'without' },
    'no credential',
  );
}

/** A valid 2×2 PNG, the file of the media library's valid-looking upload. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWP4z8DwnwGM/zMwAAAf7gP9qS/A4gAAAABJRU5ErkJggg==',
  'base64',
);

interface MultipartForm {
  fields: Record<string, string>;
  /** fields whose valid values are a closed set: not checked for the control-character rule */
  enumFields?: string[];
  /** the form's file field, and the valid file sent with the valid-looking form */
  file: { field: string; name: string; type: string; bytes: Buffer; required: boolean };
}

/** The multipart calls of `apiCalls`, by path, with a valid-looking form each. */
const multipartForms: Record<string, MultipartForm> = {
  '/api/inquiry/insert': {
    fields: {
      category: 'VENUE',
      title: '유모차 보관 문의',
      content: '유모차를 맡길 수 있는 곳이 있을까요? 알려 주세요.',
      privacyAgreeYn: 'Y',
    },
    enumFields: ['category', 'privacyAgreeYn'],
    file: { field: 'photos', name: 'a.png', type: 'image/png', bytes: TINY_PNG, required: false },
  },
  '/api/staff/media/upload': {
    fields: { alt: '가을 축제 포스터' },
    file: { field: 'file', name: 'poster.png', type: 'image/png', bytes: TINY_PNG, required: true },
  },
};

/** A multipart form: hostile text fields, and bodies that are not multipart. */
async function fuzzMultipartCall(name: string, call: ApiCall, spec: MultipartForm) {
  const boundary = 'fuzzboundary';
  const filePart = `--${boundary}\r\ncontent-disposition: form-data; name="${spec.file.field}"; filename="${spec.file.name}"\r\ncontent-type: ${spec.file.type}\r\n\r\n`;
  const form = (fields: Record<string, string>, withFile = spec.file.required) =>
    Buffer.concat([
      Buffer.from(
        Object.entries(fields)
          .map(
            ([key, value]) =>
              `--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
          )
          .join(''),
      ),
      ...(withFile ? [Buffer.from(filePart), spec.file.bytes, Buffer.from('\r\n')] : []),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
  const contentType = `multipart/form-data; boundary=${boundary}`;
  const base = spec.fields;
  await send(name, call, { payload: form(base), contentType }, 'the valid-looking form');
  await send(name, call, { payload: form(base, true), contentType }, 'the form with its file');
  for (const field of Object.keys(base)) {
    for (const value of stringHostile) {
      const text = String(value);
      if (text.length > 20_000) continue;
      const what = `multipart ${field}=${preview(text)}`;
      const response = await send(
        name,
        call,
        { payload: form({ ...base, [field]: text }), contentType },
        what,
      );
      if (controlCharacters.includes(text) && !spec.enumFields?.includes(field)) {
        expectRefusedField(name, what, field, response);
      }
    }
  }
  const [firstField = 'x'] = Object.keys(base);
  const raw: [string, string | Buffer][] = [
    [
      contentType,
      `--${boundary}\r\ncontent-disposition: form-data; name="${firstField}"\r\n\r\n유모차`,
    ],
    [contentType, `--${boundary}\r\ncontent-disposition: form-da`],
    [contentType, ''],
    [contentType, 'not multipart at all'],
    ['multipart/form-data', form(base)],
    ['multipart/form-data; boundary=', form(base)],
    ['multipart/form-data; boundary=other', form(base)],
    [contentType, form({ ...base, [firstField]: 'x'.repeat(20_000) })],
    [
      contentType,
      `--${boundary}\r\ncontent-disposition: form-data; name="${spec.file.field}"; filename="\u0000a.png"\r\ncontent-type: image/png\r\n\r\nnot a png\r\n--${boundary}--\r\n`,
    ],
    [
      contentType,
      Buffer.concat([
        Buffer.from(filePart),
        spec.file.bytes.subarray(0, 20),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    ],
    [
      contentType,
      `--${boundary}\r\ncontent-disposition: form-data; name="${'n'.repeat(500)}"\r\n\r\nx\r\n--${boundary}--\r\n`,
    ],
    ['application/json', JSON.stringify(base)],
    ['text/plain', 'hello'],
  ];
  for (const [type, payload] of raw) {
    await send(
      name,
      call,
      { payload, contentType: type },
      `multipart raw ${preview(String(payload))} as ${type}`,
    );
  }
  await send(
    name,
    call,
    { payload: form(base), contentType, credentials: 'without' },
    'no credential',
  );
}

describe('every call of the contract with hostile values', () => {
  it('answers no 5xx, and every 4xx in the envelope', async () => {
    const started = performance.now();
    const calls = Object.entries(apiCalls) as [string, ApiCall][];
    // Calls that end the session last, so the rest runs with the credential it needs.
    calls.sort(
      ([, a], [, b]) => Number(ENDS_SESSION.has(a.path)) - Number(ENDS_SESSION.has(b.path)),
    );
    const timings: [string, number, number][] = [];
    for (const [name, call] of calls) {
      const callStarted = performance.now();
      const before = sent;
      const multipartForm = multipartForms[call.path];
      if (call.multipart) {
        // Every multipart call of the contract has a valid-looking form here, with its files.
        expect(multipartForm?.file.field, `${name}: a multipart form to fuzz`).toBe(
          call.multipart.files,
        );
      }
      if (multipartForm) await fuzzMultipartCall(name, call, multipartForm);
      else if (call.path.includes('/:')) await fuzzPathCall(name, call);
      else await fuzzCall(name, call);
      timings.push([name, sent - before, performance.now() - callStarted]);
    }
    timings.sort((a, b) => b[2] - a[2]);
    console.info(
      timings
        .slice(0, 12)
        .map(([n, c, ms]) => `${n}: ${c} in ${Math.round(ms)} ms`)
        .join('\n'),
    );
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `contract fuzz: ${calls.length} calls, ${sent} requests in ${seconds.toFixed(1)} s, ${problems.length} problems`,
    );
    expect(sent).toBeGreaterThan(3000);
    expect(problems).toEqual([]);
  }, 240_000);
});
