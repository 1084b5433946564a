import { type Operator, type StaffDrawItem, staffDrawUpdateBody } from '@venue/contract';
import { useState } from 'react';
import { Card } from '../../../components/card';
import cms from '../../../components/cms/cms.module.css';
import { SeoulDateTimeField } from '../../../components/cms/field';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from '../../../components/console.module.css';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages, TextField } from '../../../components/form-fields';
import { roleAllows } from '../../../config/roles';
import { refusalWords } from '../../../lib/api-client';
import { optionalNumber } from '../../../lib/form-values';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useRunDraw, useUpdateDraw } from '../api/change-draw';
import css from './draws.module.css';

/**
 * A draw not run yet: its facts, and for an EDITOR the winner count and announcement time
 * (saved before the draw only) and 지금 추첨 after one confirmation. The scheduler draws by itself
 * at the announcement time; the server refuses a second draw whoever asks.
 */
export function DrawSettings({ draw, operator }: { draw: StaffDrawItem; operator: Operator }) {
  const editor = roleAllows(operator.role, 'EDITOR');
  const run = useRunDraw();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');

  const confirmRun = async () => {
    setFailure('');
    setDone('');
    try {
      await run.mutateAsync({ programIdx: draw.programIdx });
      setDone('추첨했어요. 당첨자에게는 내역에 당첨으로 보여요.');
    } catch (e) {
      setFailure(refusalWords(e, '추첨하지 못했어요. 다시 시도해 주세요.'));
    }
    setAsking(false);
  };

  return (
    <Card id="draw-settings-heading" title={draw.programName}>
      <dl className={styles.facts}>
        <dt>상태</dt>
        <dd>{draw.stateLabel}</dd>
        <dt>응모</dt>
        <dd>{draw.entryCount.toLocaleString('ko-KR')}명</dd>
        <dt>응모 기간</dt>
        <dd>
          {draw.entryStartAt ? seoulDateTimeLabel(draw.entryStartAt) : '프로그램 공개부터'} ~{' '}
          {draw.entryEndAt ? seoulDateTimeLabel(draw.entryEndAt) : '발표 전까지'}
        </dd>
        <dt>당첨 인원</dt>
        <dd>{draw.winnerCount === null ? '회차 정원대로' : `${draw.winnerCount}명`}</dd>
        <dt>발표 일시</dt>
        <dd>
          {draw.winnerAnnouncementDate ? seoulDateTimeLabel(draw.winnerAnnouncementDate) : '없음'}
          {draw.state === 'DUE' ? ' (1분 안에 자동으로 추첨해요)' : ''}
        </dd>
      </dl>
      {editor ? (
        <>
          <SettingsForm draw={draw} />
          <div className={css.runBox}>
            <p className={styles.hint}>
              발표 일시가 되면 자동으로 추첨해요. 지금 추첨하면 응모를 바로 마감해요.
            </p>
            <button
              type="button"
              className={`${styles.smallButton} ${styles.dangerButton}`}
              disabled={run.isPending}
              onClick={() => setAsking(true)}
            >
              지금 추첨
            </button>
          </div>
        </>
      ) : (
        <p className={styles.hint}>
          당첨 인원과 발표 일시는 콘텐츠 편집 권한이 있는 운영자가 바꿀 수 있어요.
        </p>
      )}
      <FormMessages failure={failure} done={done} />
      <ConfirmDialog
        open={asking}
        title={`${draw.programName} 지금 추첨할까요?`}
        confirmLabel="추첨하기"
        busy={run.isPending}
        onConfirm={confirmRun}
        onCancel={() => setAsking(false)}
      >
        응모를 지금 마감하고 응모한 {draw.entryCount.toLocaleString('ko-KR')}명 중에서 당첨자를
        뽑아요. 추첨은 한 번만 할 수 있고 되돌릴 수 없어요.
      </ConfirmDialog>
    </Card>
  );
}

function SettingsForm({ draw }: { draw: StaffDrawItem }) {
  const update = useUpdateDraw();
  const {
    control,
    bind,
    submit,
    failure,
    done,
    formState: { isSubmitting },
  } = useContractForm(
    staffDrawUpdateBody,
    {
      programIdx: draw.programIdx,
      winnerCount: draw.winnerCount,
      winnerAnnouncementDate: draw.winnerAnnouncementDate ?? '',
    },
    async (values) => {
      await update.mutateAsync(values);
      return '저장했어요.';
    },
    { fields: ['winnerCount', 'winnerAnnouncementDate'] },
  );
  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label="당첨 인원과 발표 일시">
      <TextField
        id="draw-winner-count"
        label="당첨 인원"
        type="number"
        inputMode="numeric"
        min={1}
        compact
        hint="비워 두면 회차 정원만큼 뽑아요."
        {...bind('winnerCount', { setValueAs: optionalNumber })}
      />
      <SeoulDateTimeField
        control={control}
        name="winnerAnnouncementDate"
        id="draw-announcement"
        label="발표 일시"
        hint="응모 마감 이후, 지금보다 뒤여야 해요."
      />
      <div className={cms.actions}>
        <button type="submit" className={cms.primary} disabled={isSubmitting}>
          저장
        </button>
      </div>
      <FormMessages failure={failure} done={done} />
    </form>
  );
}
