import { useParams } from 'react-router';
import { TermsPreview } from '../../../features/settings/components/terms-preview';

/** /terms/preview/{id} (spec 001 §2): public; the id is checked by the page. */
export function Component() {
  const { termsIdx } = useParams();
  return <TermsPreview key={termsIdx} rawId={termsIdx} />;
}
