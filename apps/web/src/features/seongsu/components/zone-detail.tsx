import type { ProgramListItem, ZoneDetail as ZoneDetailData } from '@venue/contract';
import { EMPTY_PROGRAM_LIST_MESSAGE } from '@venue/contract/domain';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { HtmlContent } from '../../../components/ui/html-content';
import { MapIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { parsePositiveId } from '../../../lib/parse-id';
import { useZoneDetail } from '../api/get-zone-detail';
import { useZonePrograms } from '../api/get-zone-programs';
import { ZONE_IMAGE } from '../zone-image';
import { zoneStateLabel } from '../zone-labels';
import { ToneBadge } from './tone-badge';
import styles from './zone-detail.module.css';

export const ZONE_NOT_FOUND_TEXT = '공간을 찾을 수 없어요.';

/** How the route draws one program of the zone (ProgramCard lives in the programs feature). */
export type RenderProgram = (program: ProgramListItem) => ReactNode;

/**
 * /seongsu/{zoneIdx}: POST /api/zone/detail, then the zone's programs (POST /api/program/list
 * for its floor, kept to this zone). A non-numeric id never calls the server; it and a 404 show
 * the not-found screen, other failures a retry.
 *
 * The header floats over this page, transparent with white text until the page scrolls 15 px
 * (spec 000 §2, features/shell/header-rules.ts). So every state starts with a dark band behind
 * it: the hero image with a shade at its top edge, or a plain band on the skeleton and the error
 * screens, where white header text would otherwise sit on white.
 */
export function ZoneDetail({
  zoneIdParam,
  renderProgram,
}: {
  zoneIdParam: string | undefined;
  renderProgram: RenderProgram;
}) {
  const zoneIdx = parsePositiveId(zoneIdParam);
  const zone = useZoneDetail(zoneIdx);

  if (zoneIdx === null) return <ZoneNotFound />;
  if (zone.isError) {
    return zone.error.resultCode === 404 ? (
      <ZoneNotFound />
    ) : (
      <ZoneLoadFailed onRetry={() => zone.refetch()} />
    );
  }
  if (zone.isPending) return <ZoneDetailSkeleton />;
  return <ZoneArticle zone={zone.data} renderProgram={renderProgram} />;
}

export function ZoneArticle({
  zone,
  renderProgram,
}: {
  zone: ZoneDetailData;
  renderProgram: RenderProgram;
}) {
  const state = zoneStateLabel(zone.state);
  const showEnglish = zone.zoneNameEn && zone.zoneNameEn !== zone.zoneName;
  return (
    <article className={styles.article} aria-labelledby="zone-title">
      <div className={styles.hero}>
        <img
          src={zone.mainFileContentSavePath}
          alt=""
          width={ZONE_IMAGE.width}
          height={ZONE_IMAGE.height}
          fetchPriority="high"
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.floor}>
            <span className="sr-only">층 </span>
            {zone.floorName}
          </span>
          <ToneBadge tone={state.tone}>{state.label}</ToneBadge>
        </p>
        <h2 id="zone-title" className={styles.title}>
          {zone.zoneName}
        </h2>
        {showEnglish ? (
          <p className={styles.english} lang="en">
            {zone.zoneNameEn}
          </p>
        ) : null}
        <p className={styles.summary}>{zone.zoneSummary}</p>
        <HtmlContent html={zone.zoneDescription} className={styles.description} />

        {zone.locationFileContentSavePath ? (
          <section className={styles.section} aria-labelledby="zone-location">
            <h3 id="zone-location" className={styles.sectionTitle}>
              공간 위치
            </h3>
            <img
              className={styles.locationImage}
              src={zone.locationFileContentSavePath}
              alt={`${zone.floorName} 안내도에 표시한 ${zone.zoneName}의 위치`}
              width={ZONE_IMAGE.width}
              height={ZONE_IMAGE.height}
              loading="lazy"
              decoding="async"
            />
          </section>
        ) : null}

        <ZonePrograms zone={zone} renderProgram={renderProgram} />

        <div className={styles.back}>
          <ButtonLink to={paths.seongsu.main.getHref('space')} variant="secondary" block>
            다른 공간 둘러보기
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

function ZonePrograms({
  zone,
  renderProgram,
}: {
  zone: ZoneDetailData;
  renderProgram: RenderProgram;
}) {
  const programs = useZonePrograms(zone.floorIdx, zone.zoneIdx);
  return (
    <section className={styles.section} aria-labelledby="zone-programs">
      <h3 id="zone-programs" className={styles.sectionTitle}>
        이 공간의 프로그램
      </h3>
      {programs.isPending ? (
        <div className={styles.programsSkeleton} aria-busy="true">
          <span className="sr-only">프로그램을 불러오는 중이에요.</span>
        </div>
      ) : programs.data && programs.data.length > 0 ? (
        <ul className={styles.programs}>
          {programs.data.map((program) => (
            <li key={program.programIdx}>{renderProgram(program)}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{EMPTY_PROGRAM_LIST_MESSAGE}</p>
      )}
    </section>
  );
}

function ZoneNotFound() {
  return (
    <>
      <div className={styles.band} />
      <ErrorScreen
        icon={<MapIcon size={40} />}
        title={ZONE_NOT_FOUND_TEXT}
        description="주소가 바뀌었거나 지금은 소개하지 않는 공간이에요."
        actions={
          <ButtonLink to={paths.seongsu.main.getHref('space')} block>
            공간 안내 보기
          </ButtonLink>
        }
      />
    </>
  );
}

function ZoneLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <div className={styles.band} />
      <ErrorScreen
        icon={<MapIcon size={40} />}
        title="공간 정보를 불러오지 못했어요."
        description="잠시 후 다시 시도해 주세요."
        actions={
          <>
            <Button block onClick={onRetry}>
              다시 시도
            </Button>
            <ButtonLink to={paths.seongsu.main.getHref('space')} variant="secondary" block>
              공간 안내 보기
            </ButtonLink>
          </>
        }
      />
    </>
  );
}

function ZoneDetailSkeleton() {
  return (
    <div className={styles.article} aria-busy="true">
      <span className="sr-only">공간 정보를 불러오는 중이에요.</span>
      <div className={`${styles.hero} ${styles.heroSkeleton}`} />
      <div className={styles.body}>
        <div className={styles.lineSkeleton} style={{ width: '30%' }} />
        <div className={styles.lineSkeleton} style={{ width: '60%', height: 28 }} />
        <div className={styles.lineSkeleton} style={{ width: '90%' }} />
      </div>
    </div>
  );
}
