import type { ProgramDetail as ProgramDetailData } from '@venue/contract';
import { DescriptionType, NoticeType, programDateText } from '@venue/contract/domain';
import { type ReactNode, useId } from 'react';
import {
  PROGRAM_IMAGE_SIZE,
  ProgramName,
  programNameText,
} from '../../../components/program-card/program-card';
import { Button } from '../../../components/ui/button';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { HtmlContent } from '../../../components/ui/html-content';
import { ChevronRightIcon, RefreshIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { CalendarIcon, PinIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import {
  PROGRAM_NEVER_EXISTED,
  PROGRAM_TAKEN_DOWN,
  useProgramDetail,
} from '../api/get-program-detail';
import { DescriptionFrame } from './description-frame';
import styles from './program-detail.module.css';
import { ProgramDetailActions } from './program-detail-actions';
import { ProgramBadges, TutorialButton } from './program-detail-parts';
import {
  OptionTable,
  PreviousPrograms,
  RelatedPrograms,
  ShortcutButtons,
} from './program-detail-sections';

/**
 * /program/{id} (spec 001 §2 Program detail): image, badges (category, status, type), name,
 * dates (yy.mm.dd, 상시 운영 for always-running unlimited programs), summary, 체험방법 알아보기,
 * the main button (spec 001 §4 label table), 공유하기 and the members' QR shortcut; then the
 * option table, the shortcut buttons, the place card, the description (editor HTML, or a frame
 * sized by its page's height messages), the notice box, related and previous programs.
 *
 * The header floats over the image until the page scrolls 15 px (features/shell/header-rules.ts),
 * so the image starts at the very top and carries a dark fade for the white header. A program
 * that never existed (404) shows `notFound`, the route's 404 screen; one the venue took down
 * (410) `unavailable`, its program-unavailable screen.
 */
export function ProgramDetail({
  programIdx,
  notFound,
  unavailable,
  onStart,
  onWaitlist,
}: {
  programIdx: number;
  notFound: ReactNode;
  unavailable: ReactNode;
  /** The main button's action (the route module hands in the reservation flow's starter). */
  onStart: (program: ProgramDetailData) => void;
  /**
   * 대기 신청 in place of 예약마감, while every session is full and takes a waiting list
   * (decision 063; the route module hands in the flow's starter, or nothing).
   */
  onWaitlist?: ((program: ProgramDetailData) => void) | undefined;
}) {
  const program = useProgramDetail(programIdx);
  if (program.isError) {
    const status = program.error.resultCode;
    if (status === PROGRAM_NEVER_EXISTED) return notFound;
    if (status === PROGRAM_TAKEN_DOWN) return unavailable;
    return <LoadFailed onRetry={() => program.refetch()} />;
  }
  if (program.isPending) return <ProgramDetailSkeleton />;
  return <ProgramDetailView program={program.data} onStart={onStart} onWaitlist={onWaitlist} />;
}

export function ProgramDetailView({
  program,
  onStart,
  onWaitlist,
}: {
  program: ProgramDetailData;
  onStart: (program: ProgramDetailData) => void;
  onWaitlist?: ((program: ProgramDetailData) => void) | undefined;
}) {
  const titleId = useId();
  const dates = programDateText(program, { weekday: true });
  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <div className={styles.hero}>
        {program.savePath ? (
          <img
            className={styles.heroImage}
            src={program.savePath}
            alt=""
            width={PROGRAM_IMAGE_SIZE}
            height={PROGRAM_IMAGE_SIZE}
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
      </div>
      <div className={styles.intro}>
        <ProgramBadges program={program} />
        <h2 id={titleId} className={styles.title}>
          <ProgramName html={program.programName} fallback="제목 없음" />
        </h2>
        {dates ? (
          <p className={styles.dates}>
            <CalendarIcon size={18} />
            <span className="sr-only">운영 기간</span>
            {dates}
          </p>
        ) : null}
        {program.programSummary.trim() ? (
          <p className={styles.summary}>{program.programSummary}</p>
        ) : null}
        {program.status === 'CLOSEDADMIN' && program.closedReason ? (
          <p className={styles.closedReason}>
            <strong>마감 안내</strong> {program.closedReason}
          </p>
        ) : null}
        <TutorialButton program={program} />
        <ProgramDetailActions program={program} onStart={onStart} onWaitlist={onWaitlist} />
      </div>
      <OptionTable program={program} />
      <ShortcutButtons program={program} />
      <PlaceCard program={program} />
      <Description program={program} />
      <NoticeBox program={program} />
      <RelatedPrograms program={program} />
      <PreviousPrograms program={program} />
    </article>
  );
}

/** 장소: the zone and its floor, linking to /seongsu/{zoneIdx}; 장소 미정 without a zone. */
function PlaceCard({ program }: { program: ProgramDetailData }) {
  const headingId = useId();
  const body = (
    <>
      <span className={styles.placeThumb}>
        {program.mainFileContentSavePath ? (
          <img
            src={program.mainFileContentSavePath}
            alt=""
            width={750}
            height={500}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <PinIcon size={22} />
        )}
      </span>
      <span className={styles.placeText}>
        <span className={styles.placeName}>
          {program.floorName ? <span className={styles.floor}>{program.floorName}</span> : null}
          {program.zoneName ?? '장소 미정'}
        </span>
        {program.zoneNameEn && program.zoneNameEn !== program.zoneName ? (
          <span className={styles.placeEn} lang="en">
            {program.zoneNameEn}
          </span>
        ) : null}
        {program.zoneSummary ? (
          <span className={styles.placeSummary}>{program.zoneSummary}</span>
        ) : null}
      </span>
    </>
  );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        장소
      </h3>
      {program.zoneIdx !== null && program.zoneName ? (
        <Link to={paths.seongsu.zone.getHref(program.zoneIdx)} className={styles.place}>
          {body}
          <ChevronRightIcon size={20} className={styles.placeChevron} />
        </Link>
      ) : (
        <div className={styles.place}>{body}</div>
      )}
    </section>
  );
}

/**
 * A description frame's address, or null when it is not one we may embed: a same-site path or an
 * http(s) URL. `javascript:` and other schemes never reach the frame.
 */
export function descriptionFrameSrc(link: string | null | undefined): string | null {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** 프로그램 소개: editor HTML (sanitized by HtmlContent), or the CMS page in a frame. */
function Description({ program }: { program: ProgramDetailData }) {
  const headingId = useId();
  let content: ReactNode = null;
  if (program.descriptionType === DescriptionType.LINK) {
    const src = descriptionFrameSrc(program.programLink);
    if (src) {
      content = (
        <DescriptionFrame
          className={styles.frame}
          src={src}
          title={`${programNameText(program.programName) || '프로그램'} 소개`}
        />
      );
    }
  } else if (program.programEditor.trim()) {
    content = <HtmlContent html={program.programEditor} className={styles.editor} />;
  }
  if (!content) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        프로그램 소개
      </h3>
      {content}
    </section>
  );
}

/** The notice box: 유의사항 for WARNING, 안내사항 otherwise, nothing for NONE; one item per line. */
export function noticeBoxTitle(noticeType: string): string | null {
  if (noticeType === NoticeType.NONE) return null;
  return noticeType === NoticeType.WARNING ? '유의사항' : '안내사항';
}

function NoticeBox({ program }: { program: ProgramDetailData }) {
  const headingId = useId();
  const title = noticeBoxTitle(program.noticeType);
  const lines = program.noticeText
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (!title || lines.length === 0) return null;
  const warning = program.noticeType === NoticeType.WARNING;
  return (
    <section
      className={`${styles.notice} ${warning ? styles.warning : ''}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.noticeTitle}>
        {title}
      </h3>
      <ul className={styles.noticeList}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is their identity
          <li key={index}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorScreen
      icon={<RefreshIcon size={40} />}
      title="프로그램을 불러오지 못했어요."
      description="잠시 후 다시 시도해 주세요."
      actions={
        <Button block onClick={onRetry}>
          다시 시도
        </Button>
      }
    />
  );
}

function ProgramDetailSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <span className="sr-only">프로그램 정보를 불러오는 중이에요.</span>
      <div className={styles.hero} />
      <div className={styles.intro}>
        <div className={styles.skeletonLine} style={{ width: '40%' }} />
        <div className={styles.skeletonLine} style={{ width: '80%', height: 28 }} />
        <div className={styles.skeletonLine} style={{ width: '60%' }} />
      </div>
    </div>
  );
}
