import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { venue } from '../../../config/venue';
import styles from './home.module.css';

/**
 * The guest welcome at the top of the home page. Text-only on a CSS gradient: it is the largest
 * thing above the fold, so it must paint without waiting for an image.
 */
export function GuestHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-greeting">
      <p className={styles.eyebrow}>WELCOME TO SEONGSU</p>
      <h2 id="home-greeting" className={styles.greeting}>
        성수에 오신 걸
        <br />
        환영해요!
      </h2>
      <p className={styles.message}>
        네 개의 층에서 펼쳐지는 브랜드 이야기를 천천히 둘러보세요. 오늘 열리는 프로그램과 공간을
        안내해 드릴게요.
      </p>
      <p className={styles.hours}>
        <span className={styles.dot} aria-hidden="true" />
        운영 시간 {venue.hours}
      </p>
      <div className={styles.heroActions}>
        <Link to={paths.program.list.getHref()} className={styles.heroPrimary}>
          오늘의 프로그램
        </Link>
        <Link to={paths.seongsu.main.getHref('space')} className={styles.heroSecondary}>
          공간 둘러보기
        </Link>
      </div>
    </section>
  );
}
