import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarIcon, MapIcon, MegaphoneIcon, QuestionIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import styles from './home.module.css';

type QuickLink = { label: string; hint: string; href: string; icon: ReactNode };

const quickLinks: QuickLink[] = [
  {
    label: '프로그램',
    hint: '전시 · 체험 · 클래스',
    href: paths.program.list.getHref(),
    icon: <CalendarIcon />,
  },
  {
    label: '공간 소개',
    hint: '층별 공간 둘러보기',
    href: paths.seongsu.main.getHref('space'),
    icon: <MapIcon />,
  },
  {
    label: '공지사항',
    hint: '운영 소식',
    href: paths.notice.list.getHref(),
    icon: <MegaphoneIcon />,
  },
  {
    label: 'FAQ',
    hint: '자주 묻는 질문',
    href: paths.faq.list.getHref(),
    icon: <QuestionIcon />,
  },
];

export function QuickLinks() {
  return (
    <nav className={styles.quick} aria-labelledby="quick-links-title">
      <h2 id="quick-links-title" className={styles.quickTitle}>
        바로가기
      </h2>
      <ul className={styles.quickGrid}>
        {quickLinks.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={styles.quickLink}>
              <span className={styles.quickIcon}>{link.icon}</span>
              <span>
                <span className={styles.quickLabel}>{link.label}</span>
                <span className={styles.quickHint}>{link.hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
