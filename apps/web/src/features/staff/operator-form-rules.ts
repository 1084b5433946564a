/**
 * The create-operator form's rules, the same as the contract's `staffOperatorCreateBody` (whose
 * messages they repeat, checked by operator-form-rules.test.ts) without shipping zod to the
 * browser. The server validates again; these only spare staff a round trip.
 */
export type OperatorForm = {
  loginId: string;
  name: string;
  password: string;
  role: 'ADMIN' | 'STAFF';
};

export type OperatorFormErrors = Partial<Record<'loginId' | 'name' | 'password', string>>;

export const OPERATOR_PASSWORD_MIN_LENGTH = 10;

export function operatorFormErrors(form: OperatorForm): OperatorFormErrors {
  const errors: OperatorFormErrors = {};
  const loginId = form.loginId.trim();
  if (loginId.length === 0) errors.loginId = '아이디를 입력해 주세요.';
  else if (loginId.length < 3) errors.loginId = '아이디는 3자 이상이에요.';
  else if (loginId.length > 40) errors.loginId = '아이디는 40자 이하예요.';
  else if (!/^[A-Za-z0-9._-]+$/.test(loginId)) {
    errors.loginId = '아이디는 영문, 숫자, . _ - 만 쓸 수 있어요.';
  }

  const name = form.name.trim();
  if (name.length === 0) errors.name = '이름을 입력해 주세요.';
  else if (name.length > 50) errors.name = '이름은 50자 이하예요.';

  if (form.password.length === 0) errors.password = '비밀번호를 입력해 주세요.';
  else if (form.password.length < OPERATOR_PASSWORD_MIN_LENGTH) {
    errors.password = '비밀번호는 10자 이상이에요.';
  } else if (form.password.length > 200) errors.password = '비밀번호가 너무 길어요.';
  return errors;
}
