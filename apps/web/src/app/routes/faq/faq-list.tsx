import { FaqList } from '../../../features/faq/components/faq-list';

/** /FAQ?category={faqsCategoryIdx} */
export function Component() {
  return <FaqList />;
}
