import { QuestionType } from '@venue/contract/domain';
import {
  type Control,
  type FieldErrors,
  type FieldValues,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { errorAt } from '../../lib/form-errors';
import styles from '../console.module.css';
import { Field, TextField } from '../form-fields';
import cms from './cms.module.css';
import { YnCheckbox } from './field';
import { ItemActions } from './item-actions';
import q from './question-list-editor.module.css';

/** One question as the console edits it: programs/questions/save and surveys/save alike. */
export type QuestionDraft = {
  questionType: QuestionType;
  questionText: string;
  requiredYn: 'Y' | 'N';
  optionList?: { multipleText: string }[] | undefined;
};
/** A form holding a `questionList` (other fields are the form's own). */
type QuestionSetForm = { questionList: QuestionDraft[] };

export const questionTypeLabels: Record<QuestionType, string> = {
  OBJONE: '객관식 (하나 선택)',
  OBJMULTI: '객관식 (여러 개 선택)',
  SUBJECTIVE: '주관식 (짧은 답)',
  DESCRIPTIVE: '서술형 (200자까지)',
};

const CHOICE = new Set<string>([QuestionType.OBJONE, QuestionType.OBJMULTI]);
const MAX_QUESTIONS = 30;
const MAX_OPTIONS = 20;

/** A new question: a choice question with two empty choices. */
export const newQuestion = (): QuestionDraft => ({
  questionType: 'OBJONE',
  questionText: '',
  requiredYn: 'Y',
  optionList: [{ multipleText: '' }, { multipleText: '' }],
});

/**
 * The ordered questions of a form (react-hook-form's `questionList`): type, text, 필수 답변,
 * the choices of a choice question, 위로 / 아래로 / 삭제, and 질문 추가. The contract's schema of the
 * form checks them; errors show on each field. `optionMax` bounds a choice (100 surveys, 200
 * programs).
 */
export function QuestionListEditor<T extends FieldValues>(props: {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  optionMax: number;
}) {
  // The form's other fields do not matter here; only its `questionList` is edited.
  const control = props.control as unknown as Control<QuestionSetForm>;
  const register = props.register as unknown as UseFormRegister<QuestionSetForm>;
  const errors = props.errors as FieldErrors<QuestionSetForm>;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questionList' });
  const listError = errorAt(errors, 'questionList');
  return (
    <div className={q.list}>
      {fields.length === 0 ? <p className={styles.empty}>질문이 없어요.</p> : null}
      {fields.map((item, index) => (
        <QuestionItem
          key={item.id}
          index={index}
          count={fields.length}
          control={control}
          register={register}
          errors={errors}
          optionMax={props.optionMax}
          move={move}
          remove={remove}
        />
      ))}
      {listError ? <p className={q.error}>{listError}</p> : null}
      <div className={cms.actions}>
        <button
          type="button"
          className={styles.smallButton}
          disabled={fields.length >= MAX_QUESTIONS}
          onClick={() => append(newQuestion())}
        >
          질문 추가
        </button>
      </div>
    </div>
  );
}

function QuestionItem({
  index,
  count,
  control,
  register,
  errors,
  optionMax,
  move,
  remove,
}: {
  index: number;
  count: number;
  control: Control<QuestionSetForm>;
  register: UseFormRegister<QuestionSetForm>;
  errors: FieldErrors<QuestionSetForm>;
  optionMax: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const type = useWatch({ control, name: `questionList.${index}.questionType` });
  const options = useFieldArray({ control, name: `questionList.${index}.optionList` });
  const id = `question-${index}`;
  const name = `질문 ${index + 1}`;
  const optionsError = errorAt(errors, `questionList.${index}.optionList`);
  return (
    <fieldset className={q.item}>
      <legend className={q.itemTitle}>{name}</legend>
      <Field id={`${id}-type`} label="유형">
        {(aria) => (
          <select
            {...aria}
            className={`${styles.select} ${styles.compact}`}
            {...register(`questionList.${index}.questionType`, {
              onChange: (event) => {
                // Text questions have no choices; choice questions start with two.
                if (!CHOICE.has(event.target.value)) options.replace([]);
                else if (options.fields.length === 0) {
                  options.replace([{ multipleText: '' }, { multipleText: '' }]);
                }
              },
            })}
          >
            {(Object.keys(questionTypeLabels) as QuestionType[]).map((value) => (
              <option key={value} value={value}>
                {questionTypeLabels[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        compact
        id={`${id}-text`}
        label="질문"
        error={errorAt(errors, `questionList.${index}.questionText`)}
        maxLength={500}
        {...register(`questionList.${index}.questionText`)}
      />
      <YnCheckbox control={control} name={`questionList.${index}.requiredYn`} label="필수 답변" />
      {CHOICE.has(type) ? (
        <fieldset className={q.options}>
          <legend className={styles.label}>보기 (2~{MAX_OPTIONS}개)</legend>
          {options.fields.map((option, optionIndex) => (
            <div key={option.id} className={q.option}>
              <TextField
                compact
                id={`${id}-option-${optionIndex}`}
                label={`보기 ${optionIndex + 1}`}
                error={errorAt(
                  errors,
                  `questionList.${index}.optionList.${optionIndex}.multipleText`,
                )}
                maxLength={optionMax}
                {...register(`questionList.${index}.optionList.${optionIndex}.multipleText`)}
              />
              <button
                type="button"
                className={styles.smallButton}
                aria-label={`${name} 보기 ${optionIndex + 1} 빼기`}
                onClick={() => options.remove(optionIndex)}
              >
                빼기
              </button>
            </div>
          ))}
          {optionsError ? <p className={q.error}>{optionsError}</p> : null}
          <div className={cms.actions}>
            <button
              type="button"
              className={styles.smallButton}
              disabled={options.fields.length >= MAX_OPTIONS}
              onClick={() => options.append({ multipleText: '' })}
            >
              보기 추가
            </button>
          </div>
        </fieldset>
      ) : null}
      <ItemActions name={name} index={index} count={count} move={move} remove={remove} />
    </fieldset>
  );
}
