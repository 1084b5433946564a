import type { FaqCategory } from '@venue/contract';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import styles from './faq.module.css';

/**
 * The category row: 전체 first, then the server's categories. Links, not buttons, because the
 * choice lives in the URL (`?category=<id>`) and must survive reloads and shared links.
 */
export function FaqCategoryFilter({
  categories,
  selected,
}: {
  categories: readonly FaqCategory[];
  selected: number | null;
}) {
  return (
    <nav className={styles.filters} aria-label="FAQ 분류">
      <ul className={styles.chips}>
        <li>
          <Link
            to={paths.faq.list.getHref()}
            className={styles.chip}
            aria-current={selected === null ? 'true' : undefined}
            replace
          >
            전체
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.faqsCategoryIdx}>
            <Link
              to={paths.faq.list.getHref(category.faqsCategoryIdx)}
              className={styles.chip}
              aria-current={selected === category.faqsCategoryIdx ? 'true' : undefined}
              replace
            >
              {category.faqsCategoryName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
