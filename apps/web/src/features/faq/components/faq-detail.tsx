import type { FaqItem } from '@venue/contract';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { HtmlContent } from '../../../components/ui/html-content';
import { QuestionIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { parsePositiveId } from '../../../lib/parse-id';
import { useFaq } from '../api/get-faq';
import styles from './faq.module.css';

export const FAQ_NOT_FOUND_TEXT = '질문을 찾을 수 없어요.';

/** /FAQ/{id}: the question and its sanitized answer. */
export function FaqDetail({ faqIdParam }: { faqIdParam: string | undefined }) {
  const faqsIdx = parsePositiveId(faqIdParam);
  const faq = useFaq(faqsIdx);

  if (faqsIdx === null || (faq.isError && faq.error.resultCode === 404)) {
    return (
      <ErrorScreen
        icon={<QuestionIcon size={40} />}
        title={FAQ_NOT_FOUND_TEXT}
        description="삭제되었거나 주소가 바뀐 질문이에요."
        actions={
          <ButtonLink to={paths.faq.list.getHref()} block>
            FAQ 목록 보기
          </ButtonLink>
        }
      />
    );
  }
  if (faq.isError) {
    return (
      <ErrorScreen
        icon={<QuestionIcon size={40} />}
        title="질문을 불러오지 못했어요."
        description="잠시 후 다시 시도해 주세요."
        actions={
          <Button block onClick={() => faq.refetch()}>
            다시 시도
          </Button>
        }
      />
    );
  }
  if (faq.isPending) {
    return (
      <div className={styles.article} aria-busy="true">
        <span className="sr-only">질문을 불러오는 중이에요.</span>
        <div className={styles.skeletonRow} style={{ height: 160 }} />
      </div>
    );
  }
  return <FaqArticle faq={faq.data} />;
}

export function FaqArticle({ faq }: { faq: FaqItem }) {
  return (
    <>
      <article className={styles.article} aria-labelledby="faq-question">
        <p className={styles.articleCategory}>{faq.faqsCategoryName}</p>
        <h2 id="faq-question" className={styles.articleQuestion}>
          <span className={styles.q} aria-hidden="true">
            Q
          </span>
          <span>{faq.faqsQuestion}</span>
        </h2>
        <div className={styles.answer}>
          <span className={styles.a} aria-hidden="true">
            A
          </span>
          <HtmlContent html={faq.faqsAnswer} />
        </div>
      </article>
      <div className={styles.actions}>
        <ButtonLink to={paths.faq.list.getHref(faq.faqsCategoryIdx)} variant="secondary" block>
          목록으로
        </ButtonLink>
      </div>
    </>
  );
}
