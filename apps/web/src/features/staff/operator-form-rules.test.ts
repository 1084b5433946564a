import { staffOperatorCreateBody } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { type OperatorForm, operatorFormErrors } from './operator-form-rules';

const valid: OperatorForm = {
  loginId: 'door-2',
  name: '박문지기',
  password: 'correct-horse',
  role: 'STAFF',
};

/** The contract schema's message for a field, or undefined when the schema accepts it. */
function contractMessage(form: OperatorForm, field: keyof OperatorForm) {
  const parsed = staffOperatorCreateBody.safeParse(form);
  if (parsed.success) return undefined;
  return parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('the create-operator form rules agree with the contract', () => {
  it('accept a valid form', () => {
    expect(operatorFormErrors(valid)).toEqual({});
    expect(staffOperatorCreateBody.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['loginId', 'ab'],
    ['loginId', 'a'.repeat(41)],
    ['loginId', '문지기'],
    ['loginId', 'door admin'],
    ['loginId', '  ab  '],
    ['name', '   '],
    ['name', '가'.repeat(51)],
    ['password', 'short'],
    ['password', '123456789'],
    ['password', 'x'.repeat(201)],
  ] as const)('%s %j', (field, value) => {
    const form = { ...valid, [field]: value };
    const mine = operatorFormErrors(form)[field as 'loginId' | 'name' | 'password'];
    expect(mine).toBeTruthy();
    expect(mine).toBe(contractMessage(form, field));
  });

  it('ask for an empty id or password in so many words', () => {
    expect(operatorFormErrors({ ...valid, loginId: '' }).loginId).toBe('아이디를 입력해 주세요.');
    expect(operatorFormErrors({ ...valid, password: '' }).password).toBe(
      '비밀번호를 입력해 주세요.',
    );
  });

  it('count a trimmed id, as the contract does', () => {
    expect(operatorFormErrors({ ...valid, loginId: '  door-3  ' })).toEqual({});
  });
});
