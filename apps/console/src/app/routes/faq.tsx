import { StaffFaq } from '../../features/faq/components/staff-faq';

/** /staff/faq: FAQ categories and questions, EDITOR and ADMIN (issue 17 §6). */
export function Component() {
  return <StaffFaq />;
}
