import {
  type StaffProgram,
  type StaffProgramPreview,
  staffProgramStatusBody,
} from '@venue/contract';
import { programDateText, programStatusLabel } from '@venue/contract/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages } from '../../../components/form-fields';
import { staffPaths } from '../../../config/paths';
import { refusalWords } from '../../../lib/api-client';
import { htmlText } from '../../../lib/html-text';
import { useProgramPreview } from '../api/get-program-preview';
import { usePublishProgram } from '../api/publish-program';
import { useSetProgramStatus } from '../api/set-program-status';
import {
  noticeTypeLabels,
  programStatusLabels,
  programTypeLabels,
  publishStateLabels,
} from '../program-labels';
import { InputField, Section, SelectField } from './form-fields';
import { ProgramTools, scheduledPublishText } from './program-tools';
import styles from './programs.module.css';

/**
 * Above the editor: where the program stands (게시 상태, 진행 상태), 게시 / 게시 취소, the status
 * change (CLOSEDADMIN with the reason visitors read), the links to its instances and questions,
 * and 미리보기 — what a guest would see, drafts included (`programs/preview`).
 */
export function ProgramStatePanel({ program }: { program: StaffProgram }) {
  const publish = usePublishProgram();
  const [message, setMessage] = useState({ failure: '', done: '' });
  const [previewOpen, setPreviewOpen] = useState(false);
  const published = program.publishState === 'PUBLISHED';

  const togglePublish = () => {
    setMessage({ failure: '', done: '' });
    publish.mutate(
      { programIdx: program.programIdx, publish: !published },
      {
        onSuccess: (answer) =>
          setMessage({
            failure: '',
            done:
              answer.publishState === 'PUBLISHED'
                ? '게시했어요. 방문자 화면에 바로 보여요.'
                : '게시를 취소했어요. 방문자 화면에서 내려갔어요.',
          }),
        onError: (e) =>
          setMessage({
            failure: refusalWords(e, '바꾸지 못했어요. 다시 시도해 주세요.'),
            done: '',
          }),
      },
    );
  };

  return (
    <Section id="program-state-heading" title={htmlText(program.programName)}>
      <dl className={styles.dl}>
        <dt>게시 상태</dt>
        <dd>
          {publishStateLabels[program.publishState]}
          {program.publishedAt ? ` (처음 게시 ${program.publishedAt.slice(0, 10)})` : ''}
          {program.publishAt ? ` · ${scheduledPublishText(program.publishAt)}` : ''}
        </dd>
        <dt>진행 상태</dt>
        <dd>
          {programStatusLabels[program.status]}
          {program.closedReason ? ` · ${program.closedReason}` : ''}
        </dd>
        <dt>유형</dt>
        <dd>{programTypeLabels[program.programType]}</dd>
      </dl>
      <div className={styles.stateBar}>
        <button
          type="button"
          className={published ? styles.danger : styles.primary}
          disabled={publish.isPending}
          onClick={togglePublish}
        >
          {published ? '게시 취소' : '게시'}
        </button>
        {program.scheduleType === 'ALWAYS' ? null : (
          <Link
            className={styles.button}
            to={staffPaths.programInstances.getHref(program.programIdx)}
          >
            회차 관리
          </Link>
        )}
        <Link
          className={styles.button}
          to={staffPaths.programQuestions.getHref(program.programIdx)}
        >
          질문 관리
        </Link>
        <button
          type="button"
          className={styles.button}
          aria-expanded={previewOpen}
          aria-controls="program-preview"
          onClick={() => setPreviewOpen((open) => !open)}
        >
          미리보기
        </button>
      </div>
      <FormMessages failure={message.failure} done={message.done} />
      <ProgramTools program={program} />
      <StatusForm program={program} />
      {previewOpen ? <ProgramPreview programIdx={program.programIdx} /> : null}
    </Section>
  );
}

/** 진행 상태 바꾸기: at once; 운영 사정으로 마감 asks for the reason visitors will read. */
function StatusForm({ program }: { program: StaffProgram }) {
  const setStatus = useSetProgramStatus();
  const form = useContractForm(
    staffProgramStatusBody,
    {
      programIdx: program.programIdx,
      status: program.status,
      closedReason: program.closedReason ?? '',
    },
    async (values) => {
      const body =
        values.status === 'CLOSEDADMIN'
          ? values
          : { programIdx: values.programIdx, status: values.status };
      const answer = await setStatus.mutateAsync(body);
      return `진행 상태를 ‘${programStatusLabels[answer.status]}’(으)로 바꿨어요.`;
    },
    { fallback: '바꾸지 못했어요. 다시 시도해 주세요.' },
  );
  const {
    register,
    control,
    submit,
    failure,
    done,
    formState: { errors, isSubmitting },
  } = form;
  const status = useWatch({ control, name: 'status' });

  return (
    <form className={styles.item} onSubmit={submit} noValidate aria-labelledby="status-heading">
      <h3 id="status-heading" className={styles.itemTitle}>
        진행 상태 바꾸기
      </h3>
      <div className={styles.inlineForm}>
        <SelectField
          id="program-status"
          label="진행 상태"
          labels={programStatusLabels}
          error={errors.status?.message}
          {...register('status')}
        />
        {status === 'CLOSEDADMIN' ? (
          <InputField
            id="program-closed-reason"
            label="마감 사유"
            error={errors.closedReason?.message}
            hint="방문자가 상세에서 마감 안내로 읽어요 (200자까지)"
            maxLength={200}
            {...register('closedReason')}
          />
        ) : null}
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          상태 바꾸기
        </button>
      </div>
      <FormMessages failure={failure} done={done} />
    </form>
  );
}

/** The preview: the visitor detail's main content at a phone's width. */
function ProgramPreview({ programIdx }: { programIdx: number }) {
  const preview = useProgramPreview(programIdx, true);
  return (
    <section id="program-preview" className={styles.item} aria-labelledby="program-preview-heading">
      <h3 id="program-preview-heading" className={styles.itemTitle}>
        미리보기 (방문자 화면)
      </h3>
      {preview.isError ? <p role="alert">{preview.error.message}</p> : null}
      {preview.isPending ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
      {preview.data ? <PreviewBody preview={preview.data} /> : null}
    </section>
  );
}

function PreviewBody({ preview }: { preview: StaffProgramPreview }) {
  const { detail } = preview;
  const name = htmlText(detail.programName);
  const notice = detail.noticeType === 'NONE' ? [] : detail.noticeText.split('\n').filter(Boolean);
  return (
    <article className={styles.preview} aria-label={`${name} 미리보기`}>
      {detail.savePath ? (
        <img className={styles.previewImage} src={detail.savePath} alt={`${name} 대표 이미지`} />
      ) : null}
      <p className={styles.hint}>
        {detail.programCategoryName} · {programStatusLabel(detail).ko}
      </p>
      <h4 className={styles.sectionTitle}>{name}</h4>
      {detail.programSummary ? <p>{detail.programSummary}</p> : null}
      {detail.closedReason ? <p className={styles.note}>마감 안내: {detail.closedReason}</p> : null}
      <dl className={styles.dl}>
        <dt>일정</dt>
        <dd>{programDateText(detail, { weekday: true }) || '-'}</dd>
        <dt>장소</dt>
        <dd>{[detail.floorName, detail.zoneName].filter(Boolean).join(' ') || '-'}</dd>
        {preview.optionList.map((option) => (
          <FragmentRow key={option.optionTitle} title={option.optionTitle}>
            {option.optionDescription}
          </FragmentRow>
        ))}
      </dl>
      {notice.length > 0 ? (
        <div className={styles.note}>
          <strong>{noticeTypeLabels[detail.noticeType]}</strong>
          <ul>
            {notice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {detail.descriptionType === 'LINK' ? (
        <p>
          설명 페이지:{' '}
          <a
            className={styles.link}
            href={detail.programLink ?? '#'}
            target="_blank"
            rel="noreferrer"
          >
            {detail.programLink}
          </a>
        </p>
      ) : (
        // The server sanitized the HTML; a sandboxed frame runs nothing of it all the same.
        <iframe
          className={styles.previewFrame}
          title={`${name} 상세 설명`}
          sandbox=""
          srcDoc={previewDocument(detail.programEditor)}
        />
      )}
      {preview.buttonList.length > 0 ? (
        <ul className={styles.chips}>
          {preview.buttonList.map((button) => (
            <li key={button.buttonName} className={styles.chip}>
              {button.buttonName}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

function FragmentRow({ title, children }: { title: string; children: string }) {
  return (
    <>
      <dt>{title}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The description as its own small document, in the console's font, images fitted. */
function previewDocument(html: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><base href="${location.origin}/"><style>body{font-family:system-ui,sans-serif;font-size:15px;line-height:1.6;margin:0;color:#1a1a1a}img{max-width:100%;height:auto}</style></head><body>${html}</body></html>`;
}
