import { useParams } from 'react-router';
import { FaqDetail } from '../../../features/faq/components/faq-detail';

/** /FAQ/{id} */
export function Component() {
  const { faqsIdx } = useParams();
  return <FaqDetail key={faqsIdx} faqIdParam={faqsIdx} />;
}
