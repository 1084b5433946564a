import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { useServerSubmit } from '../lib/use-server-submit';
import { fieldBinder } from './field-binder';

/**
 * A console form of one call: react-hook-form checked by the contract's `schema` (the same rules
 * the server checks, in Korean, before anything is sent), and a submit that runs `save` with the
 * valid values. The words `save` answers are said as `done`; a refusal lands the server's field
 * messages on the fields (only `fields` when given, a list's items included) and its message is
 * `failure`, or `fallback` for a failure without the server's words (useServerSubmit). `invalid`
 * is said as the failure while a refused submit leaves fields in error (a long form whose first
 * error may be out of sight). `bind` gives a field its registration and its own error by one path.
 */
export function useContractForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  /** Sends the values; what it answers, when words, is said as `done`. */
  save: (values: z.output<Schema>) => Promise<unknown>,
  {
    invalid,
    done: initialDone = '',
    ...options
  }: {
    fields?: readonly FieldPath<z.input<Schema>>[];
    fallback?: string;
    invalid?: string;
    /** The done line the form opens with (a save that moved here from another page). */
    done?: string;
  } = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> & {
  submit: ReturnType<typeof useServerSubmit>['submit'];
  failure: string;
  setFailure: (failure: string) => void;
  done: string;
  setDone: (done: string) => void;
  bind: ReturnType<typeof fieldBinder<z.input<Schema>>>;
} {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // zodResolver's overloads do not follow a generic schema; the form's types come from it.
    resolver: zodResolver(schema as never) as unknown as Resolver<
      z.input<Schema>,
      unknown,
      z.output<Schema>
    >,
    defaultValues,
  });
  const [done, setDone] = useState(initialDone);
  const { submit, failure, setFailure } = useServerSubmit(
    form,
    async (values) => {
      setDone('');
      const said = await save(values);
      setDone(typeof said === 'string' ? said : '');
    },
    options,
  );
  const { isSubmitted, errors } = form.formState;
  const unsent = invalid && isSubmitted && Object.keys(errors).length > 0 ? invalid : '';
  return {
    ...form,
    submit,
    failure: failure || unsent,
    setFailure,
    done,
    setDone,
    bind: fieldBinder(form.register, errors),
  };
}
