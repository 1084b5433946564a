import { useState } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { YnCheckbox } from '../../../components/cms/field';
import { ItemActions } from '../../../components/cms/item-actions';
import { Field } from '../../../components/form-fields';
import { MediaPicker } from '../../../components/media-picker';
import { RichTextField } from '../../../components/rich-text-editor';
import { errorAt } from '../../../lib/form-errors';
import { htmlText } from '../../../lib/html-text';
import { useProgramNames } from '../api/get-programs';
import type { ProgramFormValues } from '../program-form';
import { buttonTypeLabels, optionsOf } from '../program-labels';
import { InputField } from './form-fields';
import styles from './programs.module.css';

type ListProps = {
  control: Control<ProgramFormValues>;
  register: UseFormRegister<ProgramFormValues>;
  errors: FieldErrors<ProgramFormValues>;
};

/** The schedule-and-place table of the detail (옵션): title and text rows, in order. */
export function OptionListField({ control, register, errors }: ListProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'optionList' });
  return (
    <section className={styles.section} aria-labelledby="program-options">
      <h2 id="program-options" className={styles.sectionTitle}>
        옵션 표
      </h2>
      <YnCheckbox control={control} name="useOptionYn" label="상세에 옵션 표 보이기" />
      {fields.map((item, index) => (
        <fieldset key={item.id} className={styles.item}>
          <legend className={styles.itemTitle}>옵션 {index + 1}</legend>
          <div className={styles.grid}>
            <InputField
              id={`option-${index}-title`}
              label="항목 이름"
              error={errorAt(errors, `optionList.${index}.optionTitle`)}
              maxLength={100}
              {...register(`optionList.${index}.optionTitle`)}
            />
            <InputField
              id={`option-${index}-description`}
              label="항목 내용"
              error={errorAt(errors, `optionList.${index}.optionDescription`)}
              maxLength={2000}
              {...register(`optionList.${index}.optionDescription`)}
            />
          </div>
          <ItemActions
            name={`옵션 ${index + 1}`}
            index={index}
            count={fields.length}
            move={move}
            remove={remove}
          />
        </fieldset>
      ))}
      <ListError message={errorAt(errors, 'optionList')} />
      <button
        type="button"
        className={styles.button}
        disabled={fields.length >= 20}
        onClick={() => append({ optionTitle: '', optionDescription: '' })}
      >
        옵션 추가
      </button>
    </section>
  );
}

/** The detail's buttons: a link (URL) or a file to download (FILE, from the media library). */
export function ButtonListField({ control, register, errors }: ListProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'buttonList' });
  const types = useWatch({ control, name: 'buttonList' }) ?? [];
  return (
    <section className={styles.section} aria-labelledby="program-buttons">
      <h2 id="program-buttons" className={styles.sectionTitle}>
        버튼
      </h2>
      <YnCheckbox control={control} name="useButtonYn" label="상세에 버튼 보이기" />
      {fields.map((item, index) => (
        <fieldset key={item.id} className={styles.item}>
          <legend className={styles.itemTitle}>버튼 {index + 1}</legend>
          <div className={styles.grid}>
            <Field id={`button-${index}-type`} label="동작">
              {(aria) => (
                <select
                  {...aria}
                  className={styles.control}
                  {...register(`buttonList.${index}.buttonType`)}
                >
                  {optionsOf(buttonTypeLabels).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <InputField
              id={`button-${index}-name`}
              label="버튼 이름"
              error={errorAt(errors, `buttonList.${index}.buttonName`)}
              maxLength={100}
              {...register(`buttonList.${index}.buttonName`)}
            />
            {types[index]?.buttonType === 'FILE' ? (
              <div className={styles.full}>
                <Controller
                  control={control}
                  name={`buttonList.${index}.savePath`}
                  render={({ field, fieldState }) => (
                    <MediaPicker
                      label="내려받을 파일"
                      ref={field.ref}
                      value={field.value ?? ''}
                      onChange={(path) => field.onChange(path || null)}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </div>
            ) : (
              <InputField
                id={`button-${index}-url`}
                label="링크"
                error={errorAt(errors, `buttonList.${index}.buttonUrl`)}
                className={styles.full}
                type="url"
                inputMode="url"
                {...register(`buttonList.${index}.buttonUrl`, {
                  setValueAs: (value: unknown) =>
                    typeof value === 'string' && value.trim() ? value : null,
                })}
              />
            )}
          </div>
          <ItemActions
            name={`버튼 ${index + 1}`}
            index={index}
            count={fields.length}
            move={move}
            remove={remove}
          />
        </fieldset>
      ))}
      <ListError message={errorAt(errors, 'buttonList')} />
      <button
        type="button"
        className={styles.button}
        disabled={fields.length >= 10}
        onClick={() =>
          append({ buttonType: 'URL', buttonName: '', buttonUrl: null, savePath: null })
        }
      >
        버튼 추가
      </button>
    </section>
  );
}

/** The program's own terms, agreed to when entering (a term keeps its id while edited). */
export function TermListField({ control, register, errors }: ListProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'programTermList' });
  return (
    <section className={styles.section} aria-labelledby="program-terms">
      <h2 id="program-terms" className={styles.sectionTitle}>
        프로그램 약관
      </h2>
      <p className={styles.hint}>신청할 때 동의를 받아요. 필수 약관에 동의해야 신청할 수 있어요.</p>
      {fields.map((item, index) => (
        <fieldset key={item.id} className={styles.item}>
          <legend className={styles.itemTitle}>약관 {index + 1}</legend>
          <InputField
            id={`term-${index}-name`}
            label="약관 이름"
            error={errorAt(errors, `programTermList.${index}.termsName`)}
            maxLength={200}
            {...register(`programTermList.${index}.termsName`)}
          />
          <YnCheckbox control={control} name={`programTermList.${index}.requiredYn`} label="필수" />
          <RichTextField
            control={control}
            name={`programTermList.${index}.termsDescription`}
            label={`약관 ${index + 1} 내용`}
          />
          <ItemActions
            name={`약관 ${index + 1}`}
            index={index}
            count={fields.length}
            move={move}
            remove={remove}
          />
        </fieldset>
      ))}
      <ListError message={errorAt(errors, 'programTermList')} />
      <button
        type="button"
        className={styles.button}
        disabled={fields.length >= 10}
        onClick={() => append({ termsName: '', termsDescription: '', requiredYn: 'Y' })}
      >
        약관 추가
      </button>
    </section>
  );
}

function ListError({ message }: { message: string | undefined }) {
  return message ? <p className={styles.error}>{message}</p> : null;
}

/** Linked programs (related, previous): a select of the others to add, the chosen as chips. */
export function ProgramIdsField({
  control,
  name,
  label,
  max,
  self,
  error,
}: {
  control: Control<ProgramFormValues>;
  name: 'relatedProgramIdxList' | 'prevProgramIdxList';
  label: string;
  max: number;
  self: number | undefined;
  error: string | undefined;
}) {
  const names = useProgramNames();
  const [candidate, setCandidate] = useState('');
  const id = `program-ids-${name}`;
  const nameOf = (programIdx: number) => {
    const found = names.data?.find((program) => program.programIdx === programIdx);
    return found ? htmlText(found.programName) : `프로그램 ${programIdx}`;
  };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = field.value ?? [];
        const options = (names.data ?? []).filter(
          (program) => program.programIdx !== self && !chosen.includes(program.programIdx),
        );
        return (
          <fieldset className={styles.item} aria-describedby={error ? `${id}-error` : undefined}>
            <legend className={styles.itemTitle}>
              {label} (최대 {max}개)
            </legend>
            {chosen.length > 0 ? (
              <ul className={styles.chips}>
                {chosen.map((programIdx) => (
                  <li key={programIdx} className={styles.chip}>
                    {nameOf(programIdx)}
                    <button
                      type="button"
                      className={styles.button}
                      aria-label={`${nameOf(programIdx)} 빼기`}
                      onClick={() => field.onChange(chosen.filter((idx) => idx !== programIdx))}
                    >
                      빼기
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.hint}>고른 프로그램이 없어요.</p>
            )}
            <div className={styles.inlineForm}>
              <Field id={id} label={`${label} 고르기`}>
                {(aria) => (
                  <select
                    {...aria}
                    ref={field.ref}
                    className={styles.control}
                    value={candidate}
                    onChange={(event) => setCandidate(event.target.value)}
                  >
                    <option value="">프로그램을 고르세요</option>
                    {options.map((program) => (
                      <option key={program.programIdx} value={program.programIdx}>
                        {htmlText(program.programName)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <button
                type="button"
                className={styles.button}
                disabled={!candidate || chosen.length >= max}
                onClick={() => {
                  field.onChange([...chosen, Number(candidate)]);
                  setCandidate('');
                }}
              >
                추가
              </button>
            </div>
            {error ? (
              <p id={`${id}-error`} className={styles.error}>
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
