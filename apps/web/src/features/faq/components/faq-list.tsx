import type { FaqItem } from '@venue/contract';
import { useSearchParams } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { PageIntro } from '../../../components/ui/page-intro';
import { paths } from '../../../config/paths';
import { useFaqCategories } from '../api/get-faq-categories';
import { useFaqs } from '../api/get-faqs';
import { FAQ_CATEGORY_PARAM, parseFaqCategory } from '../faq-category-query';
import styles from './faq.module.css';
import { FaqCategoryFilter } from './faq-category-filter';

export const FAQ_EMPTY_TEXT = '등록된 질문이 없어요.';

/** /FAQ: the category row and the questions of the chosen category (spec 001 §2 FAQ). */
export function FaqList() {
  const [searchParams] = useSearchParams();
  const categories = useFaqCategories();
  const selected = parseFaqCategory(searchParams.get(FAQ_CATEGORY_PARAM), categories.data);
  const faqs = useFaqs(selected);

  return (
    <section className={styles.page} aria-labelledby="faq-heading">
      <PageIntro
        headingId="faq-heading"
        title="자주 묻는 질문"
        lead="궁금한 점을 분류별로 찾아보세요."
        className={styles.intro}
      />
      <FaqCategoryFilter categories={categories.data ?? []} selected={selected} />
      {faqs.isPending ? (
        <div className={styles.list} aria-busy="true">
          <span className="sr-only">질문을 불러오는 중이에요.</span>
          {[0, 1, 2, 3, 4].map((n) => (
            <div key={n} className={styles.skeletonRow} />
          ))}
        </div>
      ) : (
        <FaqListView
          items={(faqs.data ?? []).filter((item) => item.displayYn === 'Y')}
          stale={faqs.isPlaceholderData}
        />
      )}
    </section>
  );
}

export function FaqListView({ items, stale }: { items: readonly FaqItem[]; stale?: boolean }) {
  if (items.length === 0) return <p className={styles.empty}>{FAQ_EMPTY_TEXT}</p>;
  return (
    <ul className={`${styles.list} ${stale ? styles.stale : ''}`} aria-busy={stale}>
      {items.map((item) => (
        <li key={item.faqsIdx} className={styles.item}>
          <Link to={paths.faq.detail.getHref(item.faqsIdx)} className={styles.link}>
            <span className={styles.q} aria-hidden="true">
              Q
            </span>
            <span>
              <span className={styles.question}>{item.faqsQuestion}</span>
              <span className={styles.category}>{item.faqsCategoryName}</span>
            </span>
            <ChevronRightIcon size={20} className={styles.chevron} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
