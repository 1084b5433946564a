import type { DrawCandidateRow, Operator, StaffDrawDetail } from '@venue/contract';
import { verifyDrawRecord } from '@venue/contract/domain';
import { useState } from 'react';
import cms from '../../../components/cms/cms.module.css';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from '../../../components/console.module.css';
import { FormMessages } from '../../../components/form-fields';
import { roleAllows } from '../../../config/roles';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useOfferNext } from '../api/change-draw';
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
 * the record as a JSON file for anyone else to check, and the candidates in the record's order.
 * An EDITOR offers a cancelled win to the next candidate who still stands.
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
      <section className={styles.card} aria-labelledby="draw-record-heading">
        <h2 id="draw-record-heading" className={styles.cardTitle}>
          {draw.programName} 추첨 기록
        </h2>
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
      </section>
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
  const [asking, setAsking] = useState<DrawCandidateRow | null>(null);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const { record, candidates, offers, draw } = detail;
  if (!record) return null;
  const offeredFrom = new Set(offers.map((o) => o.cancelledEntryIdx));
  const bookingNumber = new Map(candidates.map((c) => [c.reserveEntryIdx, c.reserveEntryId]));
  const canOffer = (row: DrawCandidateRow) =>
    editor &&
    row.status === 'CANCEL' &&
    (row.drawnWinnerYn === 'Y' || row.offeredAt !== null) &&
    !offeredFrom.has(row.reserveEntryIdx);

  const confirmOffer = async () => {
    if (!asking) return;
    setFailure('');
    setDone('');
    try {
      const next = await offer.mutateAsync({
        programIdx: draw.programIdx,
        cancelledEntryIdx: asking.reserveEntryIdx,
      });
      setDone(`${next.rank}순위 ${next.name ?? ''} (${next.reserveEntryId})님이 당첨되었어요.`);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : '넘기지 못했어요. 다시 시도해 주세요.');
    }
    setAsking(null);
  };

  return (
    <section className={styles.card} aria-labelledby="draw-candidates-heading">
      <h2 id="draw-candidates-heading" className={styles.cardTitle}>
        추첨 순서
      </h2>
      <p className={styles.hint}>
        회차마다 당첨자가 먼저, 이어서 당첨이 취소되면 넘겨받을 순서예요. 후보{' '}
        {detail.candidateTotal.toLocaleString('ko-KR')}명 중 앞쪽만 보여요.
        {detail.fullPersonalDataYn === 'N' ? ' 이름은 가려서 보여요.' : ''}
      </p>
      <FormMessages failure={failure} done={done} />
      {record.pools.map((pool, poolIndex) => {
        const rows = candidates.filter((row) => row.poolIndex === poolIndex);
        const instance = rows[0]?.instanceLabel || '회차 없음';
        return (
          <div className={styles.tableWrap} key={pool.programInstanceIdx ?? 'none'}>
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
                {rows.map((row) => (
                  <tr
                    key={row.reserveEntryIdx}
                    className={row.rank <= pool.quota ? css.winnerRow : undefined}
                  >
                    <td>{row.rank}</td>
                    <td className={css.keep}>{row.name ?? '—'}</td>
                    <td className={css.code}>{row.reserveEntryId}</td>
                    <td className={css.words}>
                      {row.statusLabel}
                      {row.offeredAt ? ` (넘겨받음 ${seoulDateTimeLabel(row.offeredAt)})` : ''}
                    </td>
                    <td>
                      {canOffer(row) ? (
                        <button
                          type="button"
                          className={styles.smallButton}
                          aria-label={`${row.rank}순위 ${row.name ?? ''}의 당첨을 다음 순번에게 넘기기`}
                          onClick={() => setAsking(row)}
                        >
                          다음 순번에게
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
      {offers.length > 0 ? (
        <>
          <h3 className={css.subTitle}>넘긴 당첨</h3>
          <ul className={css.offers}>
            {offers.map((o) => (
              <li key={o.cancelledEntryIdx}>
                {bookingNumber.get(o.cancelledEntryIdx) ?? o.cancelledEntryIdx} →{' '}
                {bookingNumber.get(o.offeredEntryIdx) ?? o.offeredEntryIdx} ·{' '}
                {seoulDateTimeLabel(o.offeredAt)} · {o.operatorName ?? '운영자'}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title="당첨을 다음 순번에게 넘길까요?"
        confirmLabel="넘기기"
        busy={offer.isPending}
        onConfirm={confirmOffer}
        onCancel={() => setAsking(null)}
      >
        {asking?.rank}순위의 취소된 당첨을 이 회차의 다음 순번 응모자에게 줘요. 넘겨받은 회원의
        내역에는 바로 당첨으로 보여요. 되돌릴 수 없어요.
      </ConfirmDialog>
    </section>
  );
}
