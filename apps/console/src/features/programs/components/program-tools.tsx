import {
  type StaffProgram,
  type StaffProgramDuplicate,
  staffProgramDuplicateBody,
  staffProgramSchedulePublishBody,
} from '@venue/contract';
import { seoulToday, toDotDateWeekday } from '@venue/contract/domain';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SeoulDateTimeField } from '../../../components/cms/field';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages } from '../../../components/form-fields';
import { staffPaths } from '../../../config/paths';
import { refusalWords } from '../../../lib/api-client';
import { seoulMonthDayTime } from '../../../lib/seoul-time';
import { useDuplicateProgram } from '../api/duplicate-program';
import { useInstances } from '../api/get-instances';
import { useSchedulePublish } from '../api/schedule-publish';
import { InputField } from './form-fields';
import styles from './programs.module.css';

/** What the server adds to a copy's name (decision 068). */
const COPY_SUFFIX = '(복사본)';

/** '예약 게시: 12월 3일 10:00', as the list and the editor say a schedule; '' when none. */
export function scheduledPublishText(publishAt: string | null | undefined): string {
  const when = seoulMonthDayTime(publishAt);
  return when ? `예약 게시: ${when}` : '';
}

/** What the editor of a fresh copy says first (the router's state after 복제). */
export function duplicatedMessage(answer: StaffProgramDuplicate): string {
  const made =
    answer.instanceCount > 0
      ? `회차 ${answer.instanceCount}개를 새 날짜로 만들었어요.`
      : '회차는 만들지 않았어요.';
  const skipped =
    answer.skippedClosedDays.length > 0
      ? ` 휴관일이라 건너뛴 날: ${answer.skippedClosedDays.map(toDotDateWeekday).join(', ')}.`
      : '';
  return `복제했어요. 아직 게시되지 않은 초안이에요. ${made}${skipped}`;
}

/**
 * 복제 and 예약 게시 (decision 068) under the program's state: a draft copy whose
 * 회차 start on a chosen day, opened at once; and a Seoul time at which a program not yet visible
 * is published by the server (shown with who set it, changed or cancelled here). The page is for
 * EDITOR and ADMIN only, as both calls are.
 */
export function ProgramTools({ program }: { program: StaffProgram }) {
  const location = useLocation();
  const duplicated = (location.state as { duplicated?: string } | null)?.duplicated ?? '';
  return (
    <>
      {duplicated ? (
        <p role="status" className={styles.result}>
          {duplicated}
        </p>
      ) : null}
      {program.publishState !== 'PUBLISHED' && program.programName.endsWith(COPY_SUFFIX) ? (
        <p className={styles.note}>
          이름에 ‘{COPY_SUFFIX}’이 남아 있어요. 게시하면 방문자에게 그대로 보이니 아래 기본 정보에서
          이름을 고쳐 주세요.
        </p>
      ) : null}
      {program.publishState === 'PUBLISHED' ? null : <SchedulePublishForm program={program} />}
      <DuplicateForm program={program} />
    </>
  );
}

function SchedulePublishForm({ program }: { program: StaffProgram }) {
  const schedulePublish = useSchedulePublish();
  const headingId = useId();
  const {
    control,
    setError,
    reset,
    submit,
    failure,
    setFailure,
    done,
    setDone,
    formState: { isSubmitting },
  } = useContractForm(
    staffProgramSchedulePublishBody,
    { programIdx: program.programIdx, publishAt: program.publishAt },
    async (values) => {
      if (!values.publishAt) {
        setError('publishAt', { message: '게시할 날짜와 시각을 골라 주세요.' });
        return;
      }
      const answer = await schedulePublish.mutateAsync(values);
      reset({ programIdx: program.programIdx, publishAt: answer.publishAt });
      return answer.publishAt
        ? `예약했어요. ${seoulMonthDayTime(answer.publishAt)}에 저절로 게시돼요.`
        : '';
    },
    { fallback: '예약하지 못했어요. 다시 시도해 주세요.' },
  );
  const scheduled = scheduledPublishText(program.publishAt);

  const cancel = async () => {
    setFailure('');
    setDone('');
    try {
      await schedulePublish.mutateAsync({ programIdx: program.programIdx, publishAt: null });
      reset({ programIdx: program.programIdx, publishAt: null });
      setDone('예약 게시를 취소했어요. 초안 그대로예요.');
    } catch (e) {
      setFailure(refusalWords(e, '취소하지 못했어요. 다시 시도해 주세요.'));
    }
  };

  return (
    <form className={styles.item} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.itemTitle}>
        예약 게시
      </h3>
      <p className={styles.hint}>
        {scheduled
          ? `${scheduled} (서울 시각)${program.publishScheduledByName ? ` · ${program.publishScheduledByName} 님이 예약했어요` : ''}. 그 시각에 방문자 화면에 보이고 예약을 받아요.`
          : '예약된 게시가 없어요. 시각을 정하면 그때 저절로 게시돼요.'}
      </p>
      <div className={styles.inlineForm}>
        <SeoulDateTimeField
          control={control}
          name="publishAt"
          id="program-publish-at"
          label="게시할 날짜와 시각 (서울)"
        />
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {scheduled ? '예약 시각 바꾸기' : '예약 게시'}
        </button>
        {scheduled ? (
          <button
            type="button"
            className={styles.danger}
            disabled={schedulePublish.isPending}
            onClick={cancel}
          >
            예약 게시 취소
          </button>
        ) : null}
      </div>
      <FormMessages failure={failure} done={done} />
    </form>
  );
}

function DuplicateForm({ program }: { program: StaffProgram }) {
  const navigate = useNavigate();
  const duplicate = useDuplicateProgram();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const dated = program.scheduleType !== 'ALWAYS';
  const instances = useInstances({ programIdx: program.programIdx, page: 1 });
  const firstInstance = dated ? instances.data?.list[0]?.execDate : undefined;
  const {
    bind,
    setFocus,
    submit,
    failure,
    formState: { isSubmitting },
  } = useContractForm(
    staffProgramDuplicateBody,
    { programIdx: program.programIdx, firstDate: '' },
    async (values) => {
      const answer = await duplicate.mutateAsync(values);
      navigate(staffPaths.program.getHref(answer.programIdx), {
        state: { duplicated: duplicatedMessage(answer) },
      });
    },
    { fallback: '복제하지 못했어요. 다시 시도해 주세요.' },
  );
  // Opened: the date is the one thing to give.
  useEffect(() => {
    if (open) setFocus('firstDate');
  }, [open, setFocus]);

  if (!open) {
    return (
      <div className={styles.stateBar}>
        <button type="button" className={styles.button} onClick={() => setOpen(true)}>
          복제
        </button>
      </div>
    );
  }
  const anchor = dated
    ? firstInstance
      ? `지금 첫 회차는 ${toDotDateWeekday(firstInstance)}이에요. 모든 회차가 같은 날수만큼 옮겨지고, 휴관일은 건너뛰어요.`
      : '회차가 없어 회차 없이 복제돼요.'
    : '운영 기간이 이 날부터 시작하도록 옮겨져요.';
  return (
    <form className={styles.item} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.itemTitle}>
        복제
      </h3>
      <p className={styles.hint}>
        내용·질문·약관·이미지·회차 구성을 그대로 복사한 초안을 만들어요. 예약·응모·추첨·대기는
        복사하지 않아요.
      </p>
      <div className={styles.inlineForm}>
        <InputField
          id="duplicate-first-date"
          type="date"
          label={dated ? '첫 회차 날짜' : '운영 시작일'}
          min={seoulToday(new Date())}
          hint={anchor}
          {...bind('firstDate')}
        />
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          복제하고 열기
        </button>
        <button type="button" className={styles.button} onClick={() => setOpen(false)}>
          닫기
        </button>
      </div>
      <FormMessages failure={failure} done="" />
    </form>
  );
}
