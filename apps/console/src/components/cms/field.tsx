import type { ComponentProps, ReactNode } from 'react';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { fromSeoulLocalInput, toSeoulLocalInput } from '../../lib/seoul-time';
import styles from '../console.module.css';
import { MediaPicker, type PickedMedia } from '../media-picker';
import cms from './cms.module.css';

/** What a field's control carries so its label, hint and error are read with it. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * One labelled form field of the content pages: the label, the control (given its id and the
 * aria attributes), and the hint, or the error in the hint's place.
 */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A Y/N flag of the contract (노출, 상단 고정, 필수) as one checkbox with its label. */
export function YnCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  hint,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <label className={cms.check}>
          <input
            type="checkbox"
            name={field.name}
            ref={field.ref}
            checked={field.value === 'Y'}
            onChange={(event) => field.onChange(event.target.checked ? 'Y' : 'N')}
            onBlur={field.onBlur}
          />
          <span>
            {label}
            {hint ? <span className={cms.checkHint}>{hint}</span> : null}
          </span>
        </label>
      )}
    />
  );
}

/**
 * An instant of the contract (ISO with +09:00, or null) as a `datetime-local` input in Seoul's
 * wall clock (lib/seoul-time.ts); emptied, the value is null (no bound, or the server's default).
 */
export function SeoulDateTimeField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  hint?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={id} label={label} error={fieldState.error?.message} hint={hint}>
          {(aria) => (
            <input
              type="datetime-local"
              className={`${styles.input} ${cms.compact}`}
              {...aria}
              name={field.name}
              ref={field.ref}
              value={toSeoulLocalInput(field.value)}
              onChange={(event) => field.onChange(fromSeoulLocalInput(event.target.value))}
              onBlur={field.onBlur}
            />
          )}
        </Field>
      )}
    />
  );
}

/**
 * An image of a content form: the shared media picker (components/media-picker.tsx, the library
 * or an upload) as one react-hook-form field whose value is the `savePath` or null for none.
 * `onPicked` hands over the library row too (a banner takes its alt text from it).
 */
export function ImageField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  clearable = true,
  onPicked,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  clearable?: boolean;
  onPicked?: (picked: PickedMedia) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MediaPicker
          label={label}
          hint={hint}
          clearable={clearable}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(savePath, picked) => {
            field.onChange(savePath || null);
            if (picked) onPicked?.(picked);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** 순서 (smaller first) of the content forms: `<OrderField …>{register('sortIndex', { valueAsNumber: true })}</OrderField>`. */
export function OrderField({
  id,
  error,
  children,
}: {
  id: string;
  error: string | undefined;
  children: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label="순서" error={error} hint="작은 숫자가 먼저 보여요.">
      {(aria) => (
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={9999}
          className={`${styles.input} ${cms.compact}`}
          {...aria}
          {...children}
        />
      )}
    </Field>
  );
}

/** A one-line text field of the content forms: `<TextField id label error {...register('x')} />`. */
export function TextField({
  id,
  label,
  error,
  hint,
  ...input
}: Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  error: string | undefined;
  hint?: ReactNode;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) => <input className={`${styles.input} ${cms.compact}`} {...input} {...aria} />}
    </Field>
  );
}
