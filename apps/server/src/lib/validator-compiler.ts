import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * fastify-type-provider-zod's validator, except that a missing body reaches the schema as
 * `undefined`. Fastify hands validators `null` when a request has no body, but the contract
 * writes "no body" as `.optional()` (the spec's list calls send nothing at all), and a literal
 * JSON `null` body means the same thing to us.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data) => validate(data === null ? undefined : data);
};
