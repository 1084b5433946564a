import type { CollectInfo } from '@venue/contract';
import {
  allRequiredTermsChecked,
  isValidEmail,
  isValidName,
  isValidReservationContact,
  validationMessages,
} from '@venue/contract/domain';

/**
 * The info confirmation rules (spec 001 §5 "Info confirmation") as one pure function the
 * /infocomfirm form calls on every change; the server applies the same predicates through the
 * contract's entryName / entryContact / entryEmail schemas.
 * - name (read-only): checked only when collected and required: at least 2 characters;
 * - contact: when collected; required → 010 plus 8 digits; optional → empty or 010 plus 8 digits;
 * - email: when collected; a simple address if given; required → not empty;
 * - every required program term ticked.
 * A field the program does not collect is never checked. `valid` enables the next button.
 */
export type InfoValues = {
  name: string;
  phoneNumber: string;
  email: string;
  agreedTerms: readonly number[];
};

export type InfoIssues = {
  name: string | null;
  phoneNumber: string | null;
  email: string | null;
  termsMissing: boolean;
  valid: boolean;
};

export function infoIssues(collect: CollectInfo, values: InfoValues): InfoIssues {
  const name =
    collect.nameCollectYn === 'Y' && collect.nameRequiredYn === 'Y' && !isValidName(values.name)
      ? validationMessages.nameMin
      : null;
  const phone = values.phoneNumber;
  const phoneNumber =
    collect.contactCollectYn === 'Y' &&
    (collect.contactRequiredYn === 'Y' || phone !== '') &&
    !isValidReservationContact(phone)
      ? validationMessages.contact
      : null;
  const mail = values.email.trim();
  const email =
    collect.emailCollectYn === 'Y' &&
    (collect.emailRequiredYn === 'Y' || mail !== '') &&
    !isValidEmail(mail)
      ? validationMessages.email
      : null;
  const termsMissing = !allRequiredTermsChecked(
    collect.programTermList.map((term) => ({
      requiredYn: term.requiredYn,
      checked: values.agreedTerms.includes(term.termsIdx),
    })),
  );
  return {
    name,
    phoneNumber,
    email,
    termsMissing,
    valid: !name && !phoneNumber && !email && !termsMissing,
  };
}
