import type { DrawCandidateRow, Operator, StaffDrawDetail } from '@venue/contract';
import { verifyDrawRecord } from '@venue/contract/domain';
import { useState } from 'react';
import { Card } from '../../../components/card';
import cms from '../../../components/cms/cms.module.css';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from '../../../components/console.module.css';
import { FormMessages } from '../../../components/form-fields';
import { roleAllows } from '../../../config/roles';
import { seoulDateTimeLabel, seoulMonthDayTime } from '../../../lib/seoul-time';
import { useOfferNext } from '../api/change-draw';
import {
  type DrawOffer,
  drawOfferMaker,
  drawOfferStateText,
  type PassOnReason,
  passOnReason,
} from '../draw-offers';
import css from './draws.module.css';

const triggerLabels: Record<string, string> = {
  SCHEDULED: '발표 일시에 자동 추첨',
  STAFF: '운영자가 지금 추첨',
  SANDBOX: '샌드박스에서 추첨',
};

type Verification =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; commitmentMatches: boolean; winnersMatch: boolean }
  | { state: 'failed' };

/**
 * A draw that ran: what the record holds (the seed, its SHA-256, the pools and the winners), a
 * check this browser makes by itself with the published algorithm (contract domain/draw-order),
 * the record as a JSON file for anyone else to check, and the candidates in the record's order
 * with the cancelled wins passed on: the server offers each to the next candidate
 * by itself, with a window to accept; an EDITOR's 다음 순번에게 gives one at once.
 */
export function DrawRecordView({
  detail,
  operator,
}: {
  detail: StaffDrawDetail;
  operator: Operator;
}) {
  const { draw, record } = detail;
  const [verification, setVerification] = useState<Verification>({ state: 'idle' });
  if (!record) return null;

  const verify = async () => {
    setVerification({ state: 'running' });
    try {
      const check = await verifyDrawRecord(record);
      setVerification({ state: 'done', ...check });
    } catch {
      setVerification({ state: 'failed' });
    }
  };

  const download = () => {
    const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `draw-${record.programIdx}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <>
      <Card id="draw-record-heading" title={`${draw.programName} 추첨 기록`}>
        <dl className={styles.facts}>
          <dt>추첨 시각</dt>
          <dd>
            {seoulDateTimeLabel(record.drawnAt)} ({triggerLabels[record.trigger] ?? record.trigger})
          </dd>
          <dt>응모</dt>
          <dd>{record.entryCount.toLocaleString('ko-KR')}명</dd>
          <dt>추첨 대상</dt>
          <dd>{record.candidateCount.toLocaleString('ko-KR')}명 (본인인증 기준 한 사람당 한 번)</dd>
          <dt>당첨</dt>
          <dd>
            추첨 {record.winnerCount}명 · 지금 {draw.winnerNow}명
          </dd>
          <dt>방식</dt>
          <dd className={css.code}>{record.algorithm}</dd>
          <dt>시드</dt>
          <dd className={css.code}>{record.seed}</dd>
          <dt>시드 SHA-256</dt>
          <dd className={css.code}>{record.seedSha256}</dd>
        </dl>
        <div className={cms.actions}>
          <button
            type="button"
            className={cms.primary}
            disabled={verification.state === 'running'}
            onClick={verify}
          >
            이 브라우저에서 검증하기
          </button>
          <button type="button" className={styles.smallButton} onClick={download}>
            기록 내려받기 (JSON)
          </button>
        </div>
        <VerificationResult verification={verification} />
      </Card>
      <Candidates detail={detail} operator={operator} />
    </>
  );
}

function VerificationResult({ verification }: { verification: Verification }) {
  if (verification.state === 'idle') return null;
  if (verification.state === 'running') {
    return (
      <p role="status" className={styles.hint}>
        검증하는 중이에요…
      </p>
    );
  }
  if (verification.state === 'failed') {
    return (
      <p role="alert" className={styles.formError}>
        이 브라우저에서는 검증할 수 없어요. 기록을 내려받아 다른 곳에서 확인해 주세요.
      </p>
    );
  }
  const ok = verification.commitmentMatches && verification.winnersMatch;
  return (
    <div role="status" className={`${css.verdict} ${ok ? styles.success : styles.danger}`}>
      <p>{ok ? '검증했어요. 기록이 맞아요.' : '기록이 맞지 않아요. 관리자에게 알려 주세요.'}</p>
      <ul>
        <li>시드의 SHA-256이 기록과 {verification.commitmentMatches ? '같아요' : '달라요'}.</li>
        <li>
          시드와 후보로 다시 뽑은 당첨자가 기록과 {verification.winnersMatch ? '같아요' : '달라요'}.
        </li>
      </ul>
    </div>
  );
}

function Candidates({ detail, operator }: { detail: StaffDrawDetail; operator: Operator }) {
  const editor = roleAllows(operator.role, 'EDITOR');
  const offer = useOfferNext();
  const [asking, setAsking] = useState<{ row: DrawCandidateRow; reason: PassOnReason } | null>(
    null,
  );
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const { record, candidates, offers, draw } = detail;
  if (!record) return null;
  const offerTo = new Map(offers.map((o) => [o.offeredEntryIdx, o]));
  const passOn = (row: DrawCandidateRow) => (editor ? passOnReason(row, offers) : null);

  const confirmOffer = async () => {
    if (!asking) return;
    setFailure('');
    setDone('');
    try {
      const next = await offer.mutateAsync({
        programIdx: draw.programIdx,
        cancelledEntryIdx: asking.row.reserveEntryIdx,
      });
      setDone(`${next.rank}순위 ${next.name ?? ''} (${next.reserveEntryId})님이 당첨되었어요.`);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : '넘기지 못했어요. 다시 시도해 주세요.');
    }
    setAsking(null);
  };

  return (
    <Card id="draw-candidates-heading" title="추첨 순서">
      <p className={styles.hint}>
        회차마다 당첨자가 먼저, 이어서 당첨이 취소되면 넘겨받을 순서예요. 후보{' '}
        {detail.candidateTotal.toLocaleString('ko-KR')}명 중 앞쪽만 보여요.
        {detail.fullPersonalDataYn === 'N' ? ' 이름은 가려서 보여요.' : ''}
      </p>
      <p className={css.rule} id="draw-pass-on-rule">
        당첨이 취소되면 다음 순번에게 자동으로 당첨 기회가 가요. 기한 안에 받지 않으면 그다음
        순번으로 넘어가요.
        {editor ? ' ‘다음 순번에게’는 기다리지 않고 바로 당첨으로 넘겨요.' : ''}
      </p>
      <FormMessages failure={failure} done={done} />
      {record.pools.map((pool, poolIndex) => {
        const rows = candidates.filter((row) => row.poolIndex === poolIndex);
        const instance = rows[0]?.instanceLabel || '회차 없음';
        return (
          // A keyboard can scroll the table when its names and states need more than the column.
          <section
            className={styles.tableWrap}
            key={pool.programInstanceIdx ?? 'none'}
            aria-label={`${instance} 추첨 순서`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
            tabIndex={0}
          >
            <table className={styles.table}>
              <caption>
                {instance} · 당첨 {pool.quota}명 · 후보 {pool.entryIdxs.length}명
              </caption>
              <thead>
                <tr>
                  <th scope="col">순위</th>
                  <th scope="col" className={css.keep}>
                    이름
                  </th>
                  <th scope="col">예약번호</th>
                  <th scope="col">상태</th>
                  <th scope="col">
                    <span className="sr-only">할 일</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const received = offerTo.get(row.reserveEntryIdx);
                  const reason = passOn(row);
                  return (
                    <tr
                      key={row.reserveEntryIdx}
                      className={row.rank <= pool.quota ? css.winnerRow : undefined}
                    >
                      <td>{row.rank}</td>
                      <td className={css.keep}>{row.name ?? '—'}</td>
                      <td className={css.code}>{row.reserveEntryId}</td>
                      <td className={css.words}>
                        {row.statusLabel}
                        {row.offeredAt ? (
                          <>
                            {' '}
                            <span className={css.offerLine}>
                              <span className={css.keep}>
                                넘겨받음 {seoulMonthDayTime(row.offeredAt)}
                              </span>
                              {received && received.state !== 'ACCEPTED' ? (
                                <>
                                  {' '}
                                  <OfferState offer={received} />
                                </>
                              ) : null}
                            </span>
                          </>
                        ) : null}
                      </td>
                      <td>
                        {reason ? (
                          <button
                            type="button"
                            className={styles.smallButton}
                            aria-label={`${row.rank}순위 ${row.name ?? ''}의 ${reason === 'CANCELLED' ? '당첨을' : '당첨 기회를'} 다음 순번에게 넘기기`}
                            aria-describedby="draw-pass-on-rule"
                            onClick={() => setAsking({ row, reason })}
                          >
                            다음 순번에게
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        );
      })}
      {offers.length > 0 ? <OfferList offers={offers} candidates={candidates} /> : null}
      <ConfirmDialog
        open={asking !== null}
        title="당첨을 다음 순번에게 넘길까요?"
        confirmLabel="넘기기"
        busy={offer.isPending}
        onConfirm={confirmOffer}
        onCancel={() => setAsking(null)}
      >
        {asking ? passOnWhat(asking.row, asking.reason) : ''} 이 회차의 다음 순번 응모자에게 바로
        줘요. 수락을 기다리지 않고 넘겨받은 회원의 내역에 바로 당첨으로 보여요. 되돌릴 수 없어요.
      </ConfirmDialog>
    </Card>
  );
}

/** The dialog's subject: '1순위의 취소된 당첨을', '4순위가 양보한 당첨 기회를' … */
function passOnWhat(row: DrawCandidateRow, reason: PassOnReason): string {
  if (reason === 'DECLINED') return `${row.rank}순위가 양보한 당첨 기회를`;
  if (reason === 'EXPIRED') return `${row.rank}순위가 기한 안에 받지 않은 당첨 기회를`;
  return `${row.rank}순위의 취소된 당첨을`;
}

const offerChip: Record<DrawOffer['state'], string> = {
  OFFERED: cms.chipWarn ?? '',
  ACCEPTED: cms.chipLive ?? '',
  DECLINED: cms.chipMuted ?? '',
  EXPIRED: cms.chipMuted ?? '',
};

function OfferState({ offer }: { offer: DrawOffer }) {
  return (
    <span className={`${cms.chip} ${offerChip[offer.state]}`}>{drawOfferStateText(offer)}</span>
  );
}

/**
 * Every cancelled win passed on, as the server lists them: from whom to whom, where it stands (an
 * open chance with its deadline; accepted, declined or expired and when), when it was passed on
 * and by whom (자동, or the operator who gave it at once). A list, not a table: it fits the
 * detail's column without scrolling sideways.
 */
function OfferList({
  offers,
  candidates,
}: {
  offers: DrawOffer[];
  candidates: DrawCandidateRow[];
}) {
  const byEntry = new Map(candidates.map((c) => [c.reserveEntryIdx, c]));
  const who = (entryIdx: number) => {
    const row = byEntry.get(entryIdx);
    return (
      <span className={css.keep}>
        {row ? `${row.rank}순위 ${row.name ?? ''} ` : ''}
        <span className={css.code}>{row?.reserveEntryId ?? entryIdx}</span>
      </span>
    );
  };
  return (
    <>
      <h3 id="draw-offers-heading" className={css.subTitle}>
        넘긴 당첨 {offers.length}건
      </h3>
      <ul className={css.offers} aria-labelledby="draw-offers-heading">
        {offers.map((o) => (
          <li key={o.offeredEntryIdx} className={css.offer}>
            <span>
              {who(o.cancelledEntryIdx)} → {who(o.offeredEntryIdx)}
            </span>{' '}
            <span className={css.offerMeta}>
              <OfferState offer={o} />
              {o.endedAt && o.state !== 'OFFERED' && o.deadline ? (
                <span className={css.offerEnded}> {seoulMonthDayTime(o.endedAt)}</span>
              ) : null}{' '}
              <span className={cms.meta}>
                넘긴 시각 {seoulMonthDayTime(o.offeredAt)} · {drawOfferMaker(o)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
