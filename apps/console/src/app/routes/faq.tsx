import { StaffFaq } from '../../features/faq/components/staff-faq';

/** /staff/faq: FAQ categories and questions, EDITOR and ADMIN. */
export function Component() {
  return <StaffFaq />;
}
