import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { fromSeoulLocalInput, toSeoulLocalInput } from '../../lib/seoul-time';
import styles from '../console.module.css';
import { Field } from '../form-fields';
import { MediaPicker, type PickedMedia } from '../media-picker';
import cms from './cms.module.css';

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
              className={`${styles.input} ${styles.compact}`}
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
          className={`${styles.input} ${styles.compact}`}
          {...aria}
          {...children}
        />
      )}
    </Field>
  );
}

/**
 * One of a few values (혼잡도, 상태, 보이기) as large radio targets under their legend:
 * `<ChoiceField legend="상태" labels={zoneStateLabels}>{register('state')}</ChoiceField>`.
 */
export function ChoiceField({
  legend,
  labels,
  children,
}: {
  legend: string;
  /** Each value with its words, in the order they are offered. */
  labels: Record<string, string>;
  children: UseFormRegisterReturn;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <div className={styles.choices}>
        {Object.entries(labels).map(([value, label]) => (
          <label key={value} className={styles.choice}>
            <input type="radio" value={value} {...children} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
