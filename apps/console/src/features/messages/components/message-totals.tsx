import { ymdParts } from '@venue/contract/domain';
import styles from '../../../components/console.module.css';
import { ReadState } from '../../../components/list-card';
import { useMessageSummary } from '../api/get-message-summary';
import { won } from './message-format';
import css from './messages.module.css';

const dayTitle = (date: string, today: string) => {
  if (date === today) return '오늘의 발송';
  const { month, day } = ymdParts(date);
  return `${month}월 ${day}일 발송`;
};

/**
 * The top of the page: a day's messages (the day listed, else today) — how many, in each state,
 * per channel the ones charged and their cost, and the day's cost at the unit prices the server
 * holds (features/messages/ops-messages/message-cost.ts).
 */
export function MessageTotals({ date, today }: { date: string; today: string }) {
  const summary = useMessageSummary(date);
  const data = summary.data;
  return (
    <section
      className={styles.card}
      aria-labelledby="messages-totals-heading"
      aria-busy={summary.isFetching}
    >
      <h2 id="messages-totals-heading" className={styles.cardTitle}>
        {dayTitle(date, today)}
      </h2>
      <ReadState read={summary} />
      {data ? (
        <>
          <dl className={css.tiles}>
            <div className={css.tile}>
              <dt>전체</dt>
              <dd>{data.totalCount.toLocaleString('ko-KR')}건</dd>
            </div>
            <div className={css.tile}>
              <dt>예상 비용</dt>
              <dd>{won(data.costKrw)}</dd>
            </div>
            {data.byStatus.map((item) => (
              <div
                key={item.status}
                className={
                  item.status === 'FAILED' && item.count > 0
                    ? `${css.tile} ${css.tileFailed}`
                    : css.tile
                }
              >
                <dt>{item.label}</dt>
                <dd>{item.count.toLocaleString('ko-KR')}건</dd>
              </div>
            ))}
          </dl>
          <table className={`${styles.table} ${css.channels}`}>
            <caption className={css.caption}>채널별 발송 건수와 비용</caption>
            <thead>
              <tr>
                <th scope="col">채널</th>
                <th scope="col">건수</th>
                <th scope="col">단가</th>
                <th scope="col">비용</th>
              </tr>
            </thead>
            <tbody>
              {data.byChannel.map((channel) => (
                <tr key={channel.channel}>
                  <th scope="row">{channel.label}</th>
                  <td className={css.number}>{channel.count.toLocaleString('ko-KR')}건</td>
                  <td className={css.number}>{won(channel.unitCostKrw)}</td>
                  <td className={css.number}>{won(channel.costKrw)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.hint}>
            비용은 SOLAPI 정가(부가세 별도) 기준 예상 금액이에요. 발송됨 이후 상태의 메시지만,
            실제로 전달된 채널의 단가로 계산해요. 대기·발송 중·실패는 비용이 없어요.
          </p>
        </>
      ) : null}
    </section>
  );
}
