/**
 * The OpenAPI 3.1 document of every call (decision 028), generated from the contract's
 * call registry (`apiCalls`, packages/contract/src/api/calls.ts) with zod 4's own JSON Schema
 * output: requests as their input shape (what a client sends: fields with defaults are
 * optional), answers as their output shape. What JSON Schema cannot say (a
 * transform's result, a refinement's rule) becomes `{}` (any), so the document never fails to
 * build; the server's validation stays the real check. Built once per process: the contract does
 * not change while it runs.
 */
import {
  API_TAGS,
  type ApiCall,
  type ApiCallName,
  apiCalls,
  apiError,
  ErrorCode,
  EXPORT_CONTENT_TYPES,
  staffRoleOf,
} from '@venue/contract';
import { z } from 'zod';
import { SESSION_ONLY } from '../../../plugins/staff-auth';
import { errorResponses, errorResponsesOf } from './openapi-responses';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** Calls that answer something other than the JSON envelope. */
const NON_JSON: Readonly<Record<string, { type: string | string[]; description: string }>> = {
  '/api/openapi.json': {
    type: 'application/json',
    description: 'This document (OpenAPI 3.1), not the envelope.',
  },
  '/api/captcha/audio': { type: 'audio/wav', description: 'The captcha read aloud.' },
  '/api/sse/subscribe': {
    type: 'text/event-stream',
    description: 'Server-sent events: the member’s check-ins (decision 017).',
  },
  '/api/inquiry/attachment/:attachmentIdx': {
    type: 'image/*',
    description: 'A photo of the member’s own inquiry.',
  },
  '/api/staff/inquiries/attachment/:attachmentIdx': {
    type: 'image/*',
    description: 'A photo of an inquiry, for staff.',
  },
  '/api/calendar/:token.ics': {
    type: 'text/calendar',
    description:
      'The entry’s visit as an iCalendar file (attachment): one VEVENT, UTC times, a stable UID, SEQUENCE raised when the instance moves, STATUS:CANCELLED once cancelled.',
  },
  // Decision 033: the body's `format` picks CSV (UTF-8 with a BOM) or XLSX.
  ...Object.fromEntries(
    ['entries', 'checkins', 'survey-responses', 'inquiries'].map((name) => [
      `/api/staff/exports/${name}`,
      {
        type: [EXPORT_CONTENT_TYPES.csv, EXPORT_CONTENT_TYPES.xlsx],
        description: 'An export file (attachment); personal data masked below ADMIN.',
      },
    ]),
  ),
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    reused: 'inline',
    cycles: 'ref',
  }) as JsonSchema;
  delete out.$schema;
  return withoutEmptyAlternatives(out) as JsonSchema;
}

/**
 * An `anyOf` with an empty alternative (`{}`, any value) accepts anything: zod writes one for
 * `z.unknown().nullable()`. Said plainly as `{}`, which linters do not flag as illogical.
 */
function withoutEmptyAlternatives(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutEmptyAlternatives);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = withoutEmptyAlternatives(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.some((option) => Object.keys(option).length === 0)) {
    delete out.anyOf;
  }
  return out;
}

/** Whether an API token (decision 067) may make a staff call: not ADMIN's, not a session's own. */
export const tokenMayCall = (call: Pick<ApiCall, 'auth' | 'path'>) =>
  staffRoleOf(call.auth) !== 'ADMIN' && !SESSION_ONLY.has(call.path);

function security(call: ApiCall): Operation[] {
  switch (call.auth) {
    case 'none':
      return [];
    case 'optional':
      return [{}, { memberToken: [] }];
    case 'required':
      return [{ memberToken: [] }];
    default:
      return tokenMayCall(call)
        ? [{ staffInstance: [] }, { apiToken: [] }]
        : [{ staffInstance: [] }];
  }
}

function authText(auth: ApiCall['auth']): string {
  switch (auth) {
    case 'none':
      return 'Public.';
    case 'optional':
      return 'Public; a member token changes the answer.';
    case 'required':
      return 'Members: `x-access-token`.';
    default:
      return `Staff console session (\`venue_staff\` cookie) or an API token, role ${staffRoleOf(auth)} or above.`;
  }
}

/** A GET call's query object as OpenAPI query parameters. */
function queryParameters(query: z.ZodType): Operation[] {
  const schema = jsonSchema(query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

/**
 * `/api/x/:id` → `/api/x/{id}` and its path parameters, as the call's `params` declares them
 * (what the server receives; ids are int4, decision 004).
 */
function pathOf(call: ApiCall): { path: string; parameters: Operation[] } {
  const parameters: Operation[] = [];
  const declared = (call.params ? jsonSchema(call.params, 'output').properties : undefined) as
    | Record<string, JsonSchema>
    | undefined;
  const converted = call.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    parameters.push({
      name,
      in: 'path',
      required: true,
      schema: declared?.[name] ?? { type: 'integer', minimum: 1, maximum: 2147483647 },
    });
    return `{${name}}`;
  });
  return { path: converted, parameters };
}

function requestBody(call: ApiCall): Operation | undefined {
  if (!call.body) return undefined;
  const schema = jsonSchema(call.body, 'input');
  // multipart/form-data: text fields as the schema says, plus the call's files.
  const multipart = call.multipart;
  if (multipart) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            ...schema,
            properties: {
              ...properties,
              [multipart.files]: {
                type: 'array',
                maxItems: multipart.max,
                items: { type: 'string', contentMediaType: 'application/octet-stream' },
              },
            },
          },
        },
      },
    };
  }
  // A body that may be absent (`.optional()`): zod's input schema says so with no required flag.
  return {
    required: !call.body.safeParse(undefined).success,
    content: { 'application/json': { schema } },
  };
}

function operation(
  name: ApiCallName,
  call: ApiCall,
): { path: string; method: string; op: Operation } {
  const { path, parameters } = pathOf(call);
  if (call.query) parameters.push(...queryParameters(call.query));
  const nonJson = NON_JSON[call.path];
  const success = call.response
    ? {
        description: 'Success envelope (decision 004).',
        content: { 'application/json': { schema: jsonSchema(call.response, 'output') } },
      }
    : {
        description: nonJson?.description ?? 'Not JSON.',
        content: Object.fromEntries(
          [nonJson?.type ?? 'application/octet-stream'].flat().map((type) => [type, {}]),
        ),
      };
  const body = requestBody(call);
  const op: Operation = {
    operationId: name,
    summary: call.summary,
    tags: [call.tag],
    description: `${authText(call.auth)} ${
      call.spec === 'designed' ? 'Designed here.' : `Spec ${call.spec} §7.`
    }`,
    ...(staffRoleOf(call.auth) ? { 'x-staff-role': staffRoleOf(call.auth) } : {}),
    security: security(call),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { '200': success, ...errorResponsesOf(name, call) },
  };
  return { path, method: call.method.toLowerCase(), op };
}

export function buildOpenApiDocument(calls: Record<ApiCallName, ApiCall> = apiCalls) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [name, call] of Object.entries(calls) as [ApiCallName, ApiCall][]) {
    const { path, method, op } = operation(name, call);
    paths[path] = { ...paths[path], [method]: op };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Seongsu venue API',
      version: '1',
      description:
        'Every call of the visitor app and the staff console, generated from the shared zod contract (packages/contract). Answers are `{ success, resultCode, message, data }`; failures `{ success: false, resultCode, errorCode, message, fields? }` with a Korean message and a stable errorCode (decision 004).',
      // Not open source: the venue's own product.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: {
        ApiError: {
          ...jsonSchema(apiError, 'output'),
          properties: {
            ...(jsonSchema(apiError, 'output').properties as JsonSchema),
            errorCode: {
              type: 'string',
              description: 'Stable code; features may add their own.',
              examples: Object.values(ErrorCode),
            },
          },
        },
      },
      responses: errorResponses,
      securitySchemes: {
        memberToken: {
          type: 'apiKey',
          in: 'header',
          name: 'x-access-token',
          description:
            'The member’s jwt (decision 011). A renewed token may come back in `new-access-token`.',
        },
        staffInstance: {
          type: 'apiKey',
          in: 'cookie',
          name: 'venue_staff',
          description: 'The staff console session cookie (POST /api/staff/login; decision 017).',
        },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API token an ADMIN issued in the console (연동 → API 토큰; decision 067): `Authorization: Bearer vt_…`, with the token’s role (STAFF or EDITOR). Not for ADMIN calls or a session’s own (logout, password, two-factor).',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

let built: Buffer | undefined;

/** The document as JSON bytes, built on first use and kept. */
export function openApiBytes(): Buffer {
  built ??= Buffer.from(JSON.stringify(buildOpenApiDocument()));
  return built;
}
