import { type ReactNode, useState } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { ImageField, YnCheckbox } from '../../../components/cms/field';
import { ItemActions } from '../../../components/cms/item-actions';
import { RichTextField } from '../../../components/rich-text-editor';
import { errorAt } from '../../../lib/form-errors';
import { optionalText } from '../../../lib/form-values';
import { htmlText } from '../../../lib/html-text';
import { useProgramNames } from '../api/get-programs';
import type { ProgramFormValues } from '../program-form';
import { buttonTypeLabels } from '../program-labels';
import { ErrorLine, InputField, Section, SelectField } from './form-fields';
import styles from './programs.module.css';

type ListProps = {
  control: Control<ProgramFormValues>;
  register: UseFormRegister<ProgramFormValues>;
  errors: FieldErrors<ProgramFormValues>;
};

/** The schedule-and-place table of the detail (옵션): title and text rows, in order. */
export function OptionListField({ control, register, errors }: ListProps) {
  const list = useFieldArray({ control, name: 'optionList' });
  return (
    <ListSection
      id="program-options"
      title="옵션 표"
      intro={<YnCheckbox control={control} name="useOptionYn" label="상세에 옵션 표 보이기" />}
      noun="옵션"
      list={list}
      max={20}
      error={errorAt(errors, 'optionList')}
      onAdd={() => list.append({ optionTitle: '', optionDescription: '' })}
    >
      {(index) => (
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
      )}
    </ListSection>
  );
}

/** The detail's buttons: a link (URL) or a file to download (FILE, from the media library). */
export function ButtonListField({ control, register, errors }: ListProps) {
  const list = useFieldArray({ control, name: 'buttonList' });
  const types = useWatch({ control, name: 'buttonList' }) ?? [];
  return (
    <ListSection
      id="program-buttons"
      title="버튼"
      intro={<YnCheckbox control={control} name="useButtonYn" label="상세에 버튼 보이기" />}
      noun="버튼"
      list={list}
      max={10}
      error={errorAt(errors, 'buttonList')}
      onAdd={() =>
        list.append({ buttonType: 'URL', buttonName: '', buttonUrl: null, savePath: null })
      }
    >
      {(index) => (
        <div className={styles.grid}>
          <SelectField
            id={`button-${index}-type`}
            label="동작"
            labels={buttonTypeLabels}
            {...register(`buttonList.${index}.buttonType`)}
          />
          <InputField
            id={`button-${index}-name`}
            label="버튼 이름"
            error={errorAt(errors, `buttonList.${index}.buttonName`)}
            maxLength={100}
            {...register(`buttonList.${index}.buttonName`)}
          />
          {types[index]?.buttonType === 'FILE' ? (
            <div className={styles.full}>
              <ImageField
                control={control}
                name={`buttonList.${index}.savePath`}
                label="내려받을 파일"
                clearable={false}
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
              {...register(`buttonList.${index}.buttonUrl`, { setValueAs: optionalText })}
            />
          )}
        </div>
      )}
    </ListSection>
  );
}

/** The program's own terms, agreed to when entering (a term keeps its id while edited). */
export function TermListField({ control, register, errors }: ListProps) {
  const list = useFieldArray({ control, name: 'programTermList' });
  return (
    <ListSection
      id="program-terms"
      title="프로그램 약관"
      intro={
        <p className={styles.hint}>
          신청할 때 동의를 받아요. 필수 약관에 동의해야 신청할 수 있어요.
        </p>
      }
      noun="약관"
      list={list}
      max={10}
      error={errorAt(errors, 'programTermList')}
      onAdd={() => list.append({ termsName: '', termsDescription: '', requiredYn: 'Y' })}
    >
      {(index) => (
        <>
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
        </>
      )}
    </ListSection>
  );
}

/**
 * One list of the program (옵션, 버튼, 약관) as its section: each item a numbered fieldset with its
 * fields and 위로 / 아래로 / 삭제 named after it, the list's own error, and `{noun} 추가` up to `max`.
 */
function ListSection({
  id,
  title,
  intro,
  noun,
  list,
  max,
  error,
  onAdd,
  children,
}: {
  id: string;
  title: string;
  /** what stands under the title: the 보이기 switch or a hint */
  intro: ReactNode;
  /** an item's name without its number ('옵션') */
  noun: string;
  /** the list's useFieldArray */
  list: {
    fields: { id: string }[];
    move: (from: number, to: number) => void;
    remove: (index: number) => void;
  };
  max: number;
  error: string | undefined;
  onAdd: () => void;
  /** the fields of the item at `index` */
  children: (index: number) => ReactNode;
}) {
  const { fields, move, remove } = list;
  return (
    <Section id={id} title={title}>
      {intro}
      {fields.map((item, index) => (
        <fieldset key={item.id} className={styles.item}>
          <legend className={styles.itemTitle}>
            {noun} {index + 1}
          </legend>
          {children(index)}
          <ItemActions
            name={`${noun} ${index + 1}`}
            index={index}
            count={fields.length}
            move={move}
            remove={remove}
          />
        </fieldset>
      ))}
      <ErrorLine message={error} />
      <button
        type="button"
        className={styles.button}
        disabled={fields.length >= max}
        onClick={onAdd}
      >
        {noun} 추가
      </button>
    </Section>
  );
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
              <SelectField
                id={id}
                label={`${label} 고르기`}
                ref={field.ref}
                value={candidate}
                onChange={(event) => setCandidate(event.target.value)}
              >
                <option value="">프로그램을 고르세요</option>
                {options.map((program) => (
                  <option key={program.programIdx} value={program.programIdx}>
                    {htmlText(program.programName)}
                  </option>
                ))}
              </SelectField>
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
            <ErrorLine id={`${id}-error`} message={error} />
          </fieldset>
        );
      }}
    />
  );
}
