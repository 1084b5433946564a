import { PROVIDER_SETUP_LABELS, type ProviderStatus, type StaffProviders } from '@venue/contract';
import styles from '../../../components/console.module.css';
import { DataTable } from '../../../components/data-table';
import { ReadState } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useProviders } from '../api/get-providers';
import css from './providers-page.module.css';

/**
 * /staff/providers (ADMIN): each outside provider — 카카오, T아이디, 본인확인,
 * 알림톡·문자, 미디어 저장소 — with how it is set up (실제 연결, 샌드박스, 꺼짐), when it last
 * answered and its recent failures (time, what was asked, a short reason). What this server
 * instance saw since it started: another instance keeps its own.
 */
export function ProvidersPage() {
  const providers = useProviders();
  const data = providers.data;
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <PageHeader title="외부 연동 상태" />
      <ReadState read={providers} />
      {data ? <ProviderCards data={data} /> : null}
    </div>
  );
}

function ProviderCards({ data }: { data: StaffProviders }) {
  return (
    <>
      <p className={styles.hint}>
        이 서버가 {seoulDateTimeLabel(data.since)}에 시작한 뒤 본 기록이에요. 서버가 여러 대면
        대마다 따로 기록하고, 다시 시작하면 비어요. 30초마다 새로 읽어요.
      </p>
      <ul className={css.cards} aria-label="외부 연동">
        {data.providers.map((provider) => (
          <li key={provider.key}>
            <ProviderCard provider={provider} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ProviderCard({ provider }: { provider: ProviderStatus }) {
  const headingId = `provider-${provider.key}`;
  const failing =
    provider.lastFailureAt !== null &&
    (provider.lastSuccessAt === null || provider.lastFailureAt > provider.lastSuccessAt);
  return (
    <section className={`${styles.card} ${css.card}`} aria-labelledby={headingId}>
      <div className={css.top}>
        <h2 id={headingId} className={styles.cardTitle}>
          {provider.label}
        </h2>
        <span className={`${styles.badge} ${css[provider.mode]}`}>
          {PROVIDER_SETUP_LABELS[provider.mode]}
        </span>
      </div>
      <p className={css.detail}>{provider.detail}</p>
      <dl className={css.facts}>
        <dt>마지막 응답</dt>
        <dd>{provider.lastSuccessAt ? seoulDateTimeLabel(provider.lastSuccessAt) : '아직 없음'}</dd>
        <dt>시작 후 호출</dt>
        <dd>
          성공 {provider.successCount.toLocaleString('ko-KR')}회 · 실패{' '}
          {provider.failureCount.toLocaleString('ko-KR')}회
        </dd>
      </dl>
      {failing ? (
        <p className={css.warning} role="status">
          마지막 호출이 실패했어요 ({seoulDateTimeLabel(provider.lastFailureAt)}).
        </p>
      ) : null}
      <h3 className={css.subheading}>최근 실패</h3>
      {provider.recentFailures.length === 0 ? (
        <p className={styles.empty}>없어요.</p>
      ) : (
        <DataTable
          caption={`${provider.label}의 최근 실패, 최근 것부터`}
          captionClassName="sr-only"
          className={css.failures}
          headers={['시각', '작업', '이유']}
        >
          {provider.recentFailures.map((failure, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list, replaced whole at each read; two failures may share a second
            <tr key={`${failure.at}-${index}`}>
              <td className={css.time}>{seoulDateTimeLabel(failure.at)}</td>
              <td>{failure.operation}</td>
              <td className={css.reason}>{failure.reason}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
