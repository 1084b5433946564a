import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGE_CLASS_LABELS,
  type StaffMessageTemplate,
  type StaffMessageTemplateUpdateBody,
  staffMessageTemplateUpdateBody,
  TEMPLATE_REVIEW_LABELS,
  TEMPLATE_REVIEW_STATUSES,
  TEMPLATE_TEXT_MAX,
} from '@venue/contract';
import { withParticle } from '@venue/contract/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import cms from '../../../components/cms/cms.module.css';
import styles from '../../../components/console.module.css';
import { fieldBinder } from '../../../components/field-binder';
import {
  Field,
  FormMessages,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form-fields';
import { staffPaths } from '../../../config/paths';
import { applyServerErrors } from '../../../lib/form-errors';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useSaveMessageTemplate } from '../api/save-message-template';
import { insertAt } from '../template-preview';
import css from './message-templates.module.css';
import messagesCss from './messages.module.css';
import { ChannelChip, ReviewChip } from './template-chips';
import { TemplatePreview } from './template-preview-card';

type TemplateForm = StaffMessageTemplateUpdateBody;

const formOf = (template: StaffMessageTemplate): TemplateForm => ({
  kind: template.kind,
  code: template.code,
  text: template.text,
  reviewStatus: template.reviewStatus,
  reviewComment: template.reviewComment ?? '',
  messageClass: template.messageClass,
});

const count = (n: number) => n.toLocaleString('ko-KR');

/**
 * One kind's template: what is saved (its review state, channel, 성격 and last edit)
 * and the form of what the operator registered at Kakao — code, text (with the kind's variables
 * to insert at the caret and a counter), the fixed buttons, the review state (반려 사유 when 반려)
 * and 성격 (정보성 only for the essential kinds) — beside a live preview as the member would get
 * it. Changing the code or the text sets the review state to 검수 요청 전, saying why; the operator
 * may pick another before saving. STAFF reads it all, without the save. Focus moves to its heading
 * when it opens.
 */
export function TemplateEditor({
  template,
  canEdit,
}: {
  template: StaffMessageTemplate;
  canEdit: boolean;
}) {
  const save = useSaveMessageTemplate();
  // What the form started from: the template as listed, then each saved answer.
  const [saved, setSaved] = useState(template);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  // The review state was set to 검수 요청 전 because the code or text changed.
  const [reviewReset, setReviewReset] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<TemplateForm>({
    resolver: zodResolver(staffMessageTemplateUpdateBody),
    defaultValues: formOf(template),
  });
  const bind = fieldBinder(register, errors);
  const [text, reviewStatus, messageClass] = useWatch({
    control,
    name: ['text', 'reviewStatus', 'messageClass'],
  });

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const afterEdit = () => {
    setDone('');
    const values = getValues();
    const changed = values.code !== saved.code || values.text !== saved.text;
    if (changed && !reviewReset && saved.reviewStatus !== 'PENDING') {
      setValue('reviewStatus', 'PENDING');
      setReviewReset(true);
    } else if (!changed && reviewReset) {
      // Back to the saved words: back to their review, unless the operator chose one meanwhile.
      if (values.reviewStatus === 'PENDING') setValue('reviewStatus', saved.reviewStatus);
      setReviewReset(false);
    }
  };

  const textArea = useRef<HTMLTextAreaElement | null>(null);
  // Until the text was focused there is no caret to honour: a variable goes at the end.
  const caretKnown = useRef(false);
  const { ref: textRef, ...textField } = register('text', { onChange: afterEdit });
  const insertVariable = (name: string) => {
    const element = textArea.current;
    const value = getValues('text');
    const start = element && caretKnown.current ? element.selectionStart : value.length;
    const end = element && caretKnown.current ? element.selectionEnd : value.length;
    const next = insertAt(value, start, end, `#{${name}}`);
    setValue('text', next.text, { shouldDirty: true, shouldValidate: isSubmitted });
    afterEdit();
    element?.focus();
    element?.setSelectionRange(next.caret, next.caret);
  };

  const submit = handleSubmit(async (values) => {
    setFailure('');
    setDone('');
    try {
      const answer = await save.mutateAsync({
        ...values,
        // A reason belongs to a rejection only; another state clears it.
        reviewComment: values.reviewStatus === 'REJECTED' ? values.reviewComment || null : null,
      });
      setSaved(answer);
      reset(formOf(answer));
      setReviewReset(false);
      setDone(
        `${answer.kindLabel} 템플릿을 저장했어요. 이제 ${answer.channel === 'ALIMTALK' ? '알림톡으로' : '문자로'} 보내요.`,
      );
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, undefined, [
          'code',
          'text',
          'reviewStatus',
          'reviewComment',
          'messageClass',
        ]),
      );
    }
  });

  const essential = saved.essentialYn === 'Y';
  const variables = saved.variables;
  const length = text.length;
  return (
    <>
      <section className={styles.card} aria-labelledby="template-heading">
        <div className={cms.toolbar}>
          <h2
            id="template-heading"
            className={`${styles.cardTitle} ${css.heading}`}
            ref={heading}
            tabIndex={-1}
          >
            {saved.kindLabel} 템플릿
          </h2>
          <Link
            className={styles.smallButton}
            to={staffPaths.messageTemplates.getHref()}
            state={{ from: saved.kind }}
          >
            템플릿 목록
          </Link>
        </div>
        <dl className={css.summary}>
          <div>
            <dt>검수 상태</dt>
            <dd>
              <ReviewChip template={saved} />
            </dd>
          </div>
          <div>
            <dt>발송 방식</dt>
            <dd>
              <ChannelChip channel={saved.channel} />
            </dd>
          </div>
          <div>
            <dt>성격</dt>
            <dd>{MESSAGE_CLASS_LABELS[saved.messageClass]}</dd>
          </div>
          <div>
            <dt>마지막 수정</dt>
            <dd>
              {saved.updatedAt
                ? `${seoulDateTimeLabel(saved.updatedAt)} · ${saved.updatedBy ?? '알 수 없음'}`
                : '기본 템플릿 (아직 바꾼 적 없어요)'}
            </dd>
          </div>
        </dl>
        {canEdit ? null : <p className={styles.hint}>템플릿은 편집자와 관리자가 바꿀 수 있어요.</p>}
      </section>

      <form
        className={css.editor}
        onSubmit={submit}
        noValidate
        aria-label={`${saved.kindLabel} 템플릿 내용`}
      >
        <div className={`${styles.card} ${css.fields}`}>
          <TextField
            id="template-code"
            label="템플릿 코드"
            compact
            readOnly={!canEdit}
            hint="SOLAPI에 등록한 템플릿 코드(템플릿 ID)예요. 영문, 숫자, _, -로 40자까지 적을 수 있어요."
            {...bind('code', { onChange: afterEdit })}
          />

          <Field
            id="template-text"
            label="문구"
            error={errors.text?.message}
            hint="카카오에 등록한 문구와 한 글자도 다르지 않게 적어 주세요. 다르면 알림톡이 실패하고 문자로 대신 가요."
          >
            {(aria) => (
              <>
                {canEdit && variables.length > 0 ? (
                  <fieldset className={css.variables}>
                    <legend className={css.variablesLabel}>변수 넣기</legend>
                    {variables.map((name) => (
                      <button
                        key={name}
                        type="button"
                        className={`${styles.smallButton} ${css.variable}`}
                        onClick={() => insertVariable(name)}
                      >
                        {`#{${name}}`}
                      </button>
                    ))}
                  </fieldset>
                ) : null}
                <textarea
                  className={`${styles.textarea} ${css.text}`}
                  rows={10}
                  readOnly={!canEdit}
                  {...textField}
                  ref={(element) => {
                    textRef(element);
                    textArea.current = element;
                  }}
                  onFocus={() => {
                    caretKnown.current = true;
                  }}
                  {...aria}
                  aria-describedby={`template-text-count ${aria['aria-describedby'] ?? ''}`.trim()}
                />
                <p
                  id="template-text-count"
                  className={length > TEMPLATE_TEXT_MAX ? css.countOver : css.count}
                >
                  {count(length)}/{count(TEMPLATE_TEXT_MAX)}자
                  {length > TEMPLATE_TEXT_MAX
                    ? ` · ${count(length - TEMPLATE_TEXT_MAX)}자 줄여 주세요`
                    : ''}
                </p>
              </>
            )}
          </Field>

          <div className={css.review}>
            <div aria-live="polite">
              {reviewReset ? (
                <p className={`${styles.notice} ${css.reviewNotice}`}>
                  코드나 문구를 바꾸면 카카오 검수를 다시 받아야 해요. 승인 전까지는 문자로 보내요.
                  그래서 검수 상태를 ‘검수 요청 전’으로 바꿨어요. 바꾼 템플릿으로 이미 검수를
                  요청했다면 알맞은 상태를 골라 주세요.
                </p>
              ) : null}
            </div>
            <SelectField
              id="template-review"
              label="검수 상태"
              className={`${styles.select} ${styles.compact}`}
              disabled={!canEdit}
              hint="SOLAPI 콘솔에서 확인한 카카오 검수 결과를 골라 주세요."
              {...bind('reviewStatus', { onChange: () => setDone('') })}
            >
              {TEMPLATE_REVIEW_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {TEMPLATE_REVIEW_LABELS[status]}
                </option>
              ))}
            </SelectField>
          </div>
          {reviewStatus === 'REJECTED' ? (
            <TextAreaField
              id="template-review-comment"
              label="반려 사유"
              rows={3}
              readOnly={!canEdit}
              hint="카카오가 알려 준 사유를 적어 두면 문구를 고칠 때 참고할 수 있어요. 500자까지 적을 수 있어요."
              {...bind('reviewComment', { onChange: () => setDone('') })}
            />
          ) : null}

          <fieldset
            className={styles.fieldset}
            aria-describedby={errors.messageClass ? 'template-class-error' : 'template-class-hint'}
          >
            <legend>성격</legend>
            <div className={styles.choices}>
              <label className={styles.choice}>
                <input
                  type="radio"
                  value="INFORMATION"
                  disabled={!canEdit}
                  {...register('messageClass', { onChange: () => setDone('') })}
                />
                정보성
              </label>
              <label className={styles.choice}>
                <input
                  type="radio"
                  value="ADVERTISING"
                  disabled={!canEdit || essential}
                  {...register('messageClass', { onChange: () => setDone('') })}
                />
                광고성
              </label>
            </div>
            {errors.messageClass ? (
              <p id="template-class-error" className={styles.fieldError}>
                {errors.messageClass.message}
              </p>
            ) : (
              <p id="template-class-hint" className={styles.hint}>
                {essential
                  ? `${withParticle(saved.kindLabel, '은/는')} 회원이 꼭 받아야 하는 필수 안내라 정보성으로만 보낼 수 있어요.`
                  : '광고성으로 고르면 알림톡 대신 문자로, 광고성 정보 수신에 동의한 회원에게만 보내요. 문구 앞에 (광고)를, 끝에 수신 거부 방법을 붙이고, 밤 9시부터 아침 8시 사이에 생긴 메시지는 아침 8시에 보내요.'}
              </p>
            )}
          </fieldset>

          <div className={css.buttonsField}>
            <h3 className={css.subheading} id="template-buttons-heading">
              버튼
            </h3>
            {saved.buttons.length > 0 ? (
              <ul className={messagesCss.buttons} aria-labelledby="template-buttons-heading">
                {saved.buttons.map((button) => (
                  <li key={`${button.name}-${button.path}`}>
                    <strong>{button.name}</strong>
                    <span
                      className={messagesCss.url}
                    >{`${window.location.origin}${button.path}`}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.hint}>버튼이 없어요.</p>
            )}
            <p className={styles.hint}>
              버튼은 메시지 종류마다 정해져 있어요. 카카오에도 같은 이름과 주소로 등록해 주세요.
              문자로 보낼 때는 링크로 바꿔 붙여요.
            </p>
          </div>
        </div>

        <TemplatePreview
          className={css.preview}
          kind={saved.kind}
          text={text}
          reviewStatus={reviewStatus}
          messageClass={messageClass}
          buttons={saved.buttons}
        />

        {canEdit ? (
          <div className={`${styles.saveBar} ${css.save}`}>
            <div className={cms.actions}>
              <button type="submit" className={cms.primary} disabled={isSubmitting}>
                저장
              </button>
            </div>
            <FormMessages failure={failure} done={done} />
          </div>
        ) : null}
      </form>
    </>
  );
}
