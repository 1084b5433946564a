import { HtmlContent } from '../../../components/ui/html-content';
import { useFrequencyNow } from '../api/get-frequency-now';
import styles from './frequency.module.css';
import { PageState } from './frequency-page';
import { StampIcon } from './stamp-icon';

const ways = [
  {
    type: 'CHECKIN',
    title: '방문 도장',
    text: '방문해서 입구에서 My QR로 체크인하면 하루에 한 번 찍혀요.',
  },
  {
    type: 'PROGRAM',
    title: '프로그램 도장',
    text: '예약하거나 당첨된 프로그램에 참여하면 프로그램마다 하나씩 찍혀요.',
  },
  {
    type: 'NSERVICE',
    title: 'N 서비스 도장',
    text: 'T 멤버십 N 서비스 회원이라면 진행 중 탭에서 하루에 한 번 더 받을 수 있어요.',
  },
] as const;

/**
 * /frequency/method (decision 020): the three ways to earn a stamp and the rules, in the venue's
 * own words, then the live season's own guide (its sanitized method HTML) when there is one.
 */
export function FrequencyMethod() {
  const now = useFrequencyNow();
  const season = now.data?.season ?? null;
  return (
    <>
      <section className={styles.section} aria-labelledby="frequency-ways-title">
        <h2 id="frequency-ways-title" className={styles.sectionTitle}>
          도장은 이렇게 모아요
        </h2>
        <ol className={styles.ways}>
          {ways.map((way) => (
            <li key={way.type} className={styles.way}>
              <span className={styles.wayIcon} data-type={way.type}>
                <StampIcon type={way.type} />
              </span>
              <span>
                <strong className={styles.wayTitle}>{way.title}</strong>
                <span className={styles.wayText}>{way.text}</span>
              </span>
            </li>
          ))}
        </ol>
        <ul className={styles.rules}>
          <li>도장은 시즌 기간에만 모을 수 있고, 같은 도장은 한 번만 찍혀요.</li>
          <li>
            모은 도장 수만큼 리워드가 열려요. 1층 인포메이션 데스크에서 My QR을 보여 주시면
            리워드마다 한 번씩 받을 수 있어요.
          </li>
          <li>시즌이 끝나면 도장판은 새로 시작하고, 기록은 지난 시즌 탭에 남아요.</li>
        </ul>
      </section>
      {now.isPending ? (
        <PageState busy />
      ) : (
        season?.methodHtml && (
          <section className={styles.section} aria-labelledby="frequency-season-guide">
            <h2 id="frequency-season-guide" className={styles.sectionTitle}>
              {season.title} 안내
            </h2>
            <HtmlContent html={season.methodHtml} className={styles.methodHtml} />
          </section>
        )
      )}
    </>
  );
}
