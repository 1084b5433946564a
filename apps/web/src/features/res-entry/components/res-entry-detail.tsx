import type { EntryProgramType, ReserveEntryDetailWithCalendar } from '@venue/contract';
import { ProgramType, toDotDate, toSeoulTime } from '@venue/contract/domain';
import { type ReactNode, useId, useState } from 'react';
import { CalendarButtons } from '../../../components/calendar-buttons/calendar-buttons';
import { ProgramName } from '../../../components/program-card/program-card';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { RefreshIcon } from '../../../components/ui/icons';
import { TicketIcon } from '../../../components/ui/page-icons';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useCancelReserveEntry } from '../api/cancel-reserve-entry';
import { useReserveEntry } from '../api/get-reserve-entry';
import { DrawOfferPanel } from './draw-offer-panel';
import styles from './res-entry.module.css';
import { entryPlaceText, entryWhenText } from './res-entry-list';

export const CANCEL_CONFIRM_TITLE = '예약을 취소할까요?';
export const CANCEL_DONE_TOAST = '예약을 취소했어요.';

/**
 * /res-entry/detail/{type}/{id} (spec 001 §2 History, §3 Reserve entry detail): the program, the
 * instance, the place, the party and the applicant. A reservation that has not started can be
 * cancelled here: a confirm sheet first, then POST /api/reserveentry/cancel, after
 * which the detail and the list are fetched again and a toast confirms. A visit still to come
 * offers 캘린더에 추가 and Google 캘린더 (the detail's `calendar`). A cancelled win offered to
 * this entry comes first, with 당첨 받기 and 양보하기 (`DrawOfferPanel`). The server
 * answers 404 for an entry that is not the member's own; the page shows `notFound` then.
 */
export function ResEntryDetail({
  reserveEntryIdx,
  programType,
  notFound,
}: {
  reserveEntryIdx: number;
  programType: EntryProgramType | undefined;
  notFound: ReactNode;
}) {
  const entry = useReserveEntry(reserveEntryIdx, programType);
  if (entry.isError) {
    if (entry.error.resultCode === 404) return notFound;
    return (
      <ErrorScreen
        icon={<TicketIcon size={44} />}
        title="내역을 불러오지 못했어요."
        description="잠시 후 다시 시도해 주세요."
        actions={
          <Button variant="secondary" onClick={() => entry.refetch()}>
            <RefreshIcon size={18} /> 다시 불러오기
          </Button>
        }
      />
    );
  }
  if (entry.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <span className="sr-only">내역을 불러오는 중이에요.</span>
        <div className={styles.detailSkeleton} />
      </div>
    );
  }
  return <ResEntryDetailView entry={entry.data} />;
}

export function ResEntryDetailView({ entry }: { entry: ReserveEntryDetailWithCalendar }) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const { toast, showToast } = useToast(2000);
  const cancel = useCancelReserveEntry({ onSuccess: () => showToast(CANCEL_DONE_TOAST) });
  const isApplication = entry.programType === ProgramType.APPLICATION;
  const when = entryWhenText(entry);
  const place = entryPlaceText(entry);
  const rows: [string, string | null][] = [
    [isApplication ? '응모 번호' : '예약 번호', entry.reserveEntryId],
    ['일시', when || null],
    ['장소', place || null],
    ['인원', `${entry.participantCnt}명`],
    [
      '당첨자 발표',
      isApplication && entry.winnerAnnouncementDate
        ? `${toDotDate(entry.winnerAnnouncementDate)} ${toSeoulTime(new Date(entry.winnerAnnouncementDate))}`
        : null,
    ],
    ['이름', entry.name],
    ['연락처', entry.phoneNumber ? formatPhone(entry.phoneNumber) : null],
    ['이메일', entry.email],
    [isApplication ? '응모일' : '신청일', toDotDate(entry.regDate) || null],
    // The venue cancelled it for the member: the operator's reason.
    ['취소 사유', entry.cancelReason],
  ];
  // The server says whether it would accept a cancel now (a reservation not yet started).
  const cancellable = entry.cancelableYn === 'Y';

  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <DrawOfferPanel entry={entry} announce={showToast} />
      <div className={styles.detailHead}>
        <span className={styles.detailMedia}>
          {entry.savePath ? <img src={entry.savePath} alt="" width={750} height={750} /> : null}
        </span>
        <div className={styles.detailTitleBlock}>
          <span className={styles.badges}>
            <span className={styles.kind}>{entry.programCategoryName}</span>
            <span className={`${styles.status} ${styles[`status${entry.status}`] ?? ''}`}>
              {entry.statusLabel}
            </span>
          </span>
          <h2 id={titleId} className={styles.detailTitle}>
            <ProgramName html={entry.programName} fallback="제목 없음" />
          </h2>
        </div>
      </div>
      <dl className={styles.fields}>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([term, value]) => (
            <div key={term} className={styles.field}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div className={styles.actions}>
        {/* A visit still to come: 캘린더에 추가 and Google 캘린더. */}
        {entry.calendar ? <CalendarButtons calendar={entry.calendar} /> : null}
        <ButtonLink to={paths.program.detail.getHref(entry.programIdx)} variant="secondary" block>
          프로그램 보기
        </ButtonLink>
        {cancellable ? (
          <Button
            variant="danger"
            block
            onClick={() => setConfirming(true)}
            disabled={cancel.isPending}
          >
            예약 취소하기
          </Button>
        ) : null}
      </div>
      <BottomSheet
        open={confirming}
        onClose={() => setConfirming(false)}
        title={CANCEL_CONFIRM_TITLE}
        description={
          <p>취소하면 자리가 다른 분께 돌아가요. 다시 예약하려면 처음부터 신청해야 해요.</p>
        }
        footer={
          <div className={styles.confirmButtons}>
            <Button variant="secondary" block onClick={() => setConfirming(false)}>
              취소하지 않기
            </Button>
            <Button
              variant="danger"
              block
              disabled={cancel.isPending}
              onClick={() => {
                setConfirming(false);
                cancel.mutate(entry.reserveEntryIdx);
              }}
            >
              예약 취소
            </Button>
          </div>
        }
      >
        <p className={styles.confirmProgram}>
          <ProgramName html={entry.programName} fallback="제목 없음" />
          {when ? <span className={styles.meta}>{when}</span> : null}
        </p>
      </BottomSheet>
      {toast}
    </article>
  );
}

/** 01012345678 → 010-1234-5678 */
function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11
    ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`
    : phone;
}
