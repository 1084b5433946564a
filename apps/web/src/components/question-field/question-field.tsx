import {
  DESCRIPTIVE_MAX_LENGTH,
  joinChoiceAnswer,
  parseChoiceAnswer,
  QuestionType,
} from '@venue/contract/domain';
import { useId } from 'react';
import { Checkbox } from '../ui/checkbox';
import chipStyles from '../ui/choice-chips.module.css';
import styles from './question-field.module.css';

/** One choice of an OBJONE / OBJMULTI question: its option id (sent in the answer) and its text. */
export interface QuestionFieldOption {
  value: number;
  label: string;
}

export interface QuestionFieldProps {
  /** the question's position, shown before its text ("1. …") */
  number: number;
  questionText: string;
  /** OBJONE, OBJMULTI, SUBJECTIVE or DESCRIPTIVE (contract QuestionType) */
  questionType: string;
  required: boolean;
  /** the choices of OBJONE / OBJMULTI; ignored for text questions */
  options: readonly QuestionFieldOption[];
  /** the answer in the wire format: chosen option ids joined by commas ("3,4"), or the text */
  answer: string;
  onAnswer: (answer: string) => void;
  /** a problem with this answer (e.g. the server's field error), shown under the field */
  error?: string | undefined;
}

/**
 * One question of a form, in the shape both the program's participation questions (/participy,
 * spec 001 §5 Questions) and the surveys (decision 021) ask them: OBJONE as radio chips, OBJMULTI
 * as checkboxes, SUBJECTIVE as a one-line input, DESCRIPTIVE as a textarea with a character
 * counter (200 at most). The answer is kept in the wire format, so the caller checks it with the
 * contract's answer rule and sends it as it is. An `error` is tied to the field with
 * aria-describedby and marks it aria-invalid.
 */
export function QuestionField({
  number,
  questionText,
  questionType,
  required,
  options,
  answer,
  onAnswer,
  error,
}: QuestionFieldProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const invalid = error ? true : undefined;
  const title = (
    <>
      {number}. {questionText}
      {required ? <span className={styles.required}>필수</span> : null}
    </>
  );
  const errorText = error ? (
    <p id={errorId} className={styles.error}>
      {error}
    </p>
  ) : null;

  if (questionType === QuestionType.OBJONE || questionType === QuestionType.OBJMULTI) {
    const chosen = parseChoiceAnswer(answer) ?? [];
    const single = questionType === QuestionType.OBJONE;
    return (
      <fieldset
        className={styles.field}
        aria-labelledby={legendId}
        aria-describedby={error ? errorId : undefined}
      >
        <legend id={legendId} className={styles.title}>
          {title}
        </legend>
        {single ? null : <p className={styles.help}>여러 개를 고를 수 있어요.</p>}
        <div className={single ? chipStyles.chips : styles.options}>
          {options.map((option) =>
            single ? (
              <label key={option.value} className={chipStyles.chip}>
                <input
                  type="radio"
                  name={`${id}-choice`}
                  checked={chosen.includes(option.value)}
                  aria-invalid={invalid}
                  onChange={() => onAnswer(joinChoiceAnswer([option.value]))}
                />
                <span>{option.label}</span>
              </label>
            ) : (
              <Checkbox
                key={option.value}
                checked={chosen.includes(option.value)}
                aria-invalid={invalid}
                onChange={(event) =>
                  onAnswer(
                    joinChoiceAnswer(
                      event.target.checked
                        ? [...chosen, option.value]
                        : chosen.filter((value) => value !== option.value),
                    ),
                  )
                }
              >
                {option.label}
              </Checkbox>
            ),
          )}
        </div>
        {errorText}
      </fieldset>
    );
  }

  const descriptive = questionType === QuestionType.DESCRIPTIVE;
  const counterId = `${id}-counter`;
  const describedBy = [descriptive ? counterId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.title}>
        {title}
      </label>
      {descriptive ? (
        <>
          <textarea
            id={inputId}
            className={styles.textarea}
            maxLength={DESCRIPTIVE_MAX_LENGTH}
            value={answer}
            required={required}
            aria-invalid={invalid}
            aria-describedby={describedBy || undefined}
            onChange={(event) => onAnswer(event.target.value.slice(0, DESCRIPTIVE_MAX_LENGTH))}
          />
          <p id={counterId} className={styles.counter}>
            {[...answer].length}/{DESCRIPTIVE_MAX_LENGTH}
          </p>
        </>
      ) : (
        <input
          id={inputId}
          className={styles.input}
          maxLength={DESCRIPTIVE_MAX_LENGTH}
          value={answer}
          required={required}
          aria-invalid={invalid}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onAnswer(event.target.value)}
        />
      )}
      {errorText}
    </div>
  );
}
