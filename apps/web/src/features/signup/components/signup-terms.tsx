import type { Terms } from '@venue/contract';
import {
  missingSignupTerms,
  signupClosedMessages,
  validationMessages,
} from '@venue/contract/domain';
import { useId, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { HtmlContent } from '../../../components/ui/html-content';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { takeLoginRedirect } from '../../../lib/login-redirect';
import { useVenueIdentity } from '../../../lib/venue-info/venue-identity';
import { showAlert } from '../../../stores/alert-store';
import { clearAuthState, useAuthState } from '../../../stores/auth-store';
import { setAccessToken } from '../../../stores/session-store';
import { useCompleteSignup } from '../api/complete-signup';
import { useSignupTerms } from '../api/get-signup-terms';
import { signupRedirect } from '../identification-rules';
import { completeSignupBody } from '../signup-requests';
import {
  ageConfirmationLabel,
  canCompleteSignup,
  checkAllState,
  visibleSignupTerms,
} from '../terms-rules';
import styles from './signup.module.css';
import type { SignupCompleteState } from './signup-complete';
import { SignupIntro } from './signup-intro';

const SIGNUP_FAILED_FALLBACK = '통신 중 오류가 발생했습니다.';

/**
 * /tos?under14=true|false (spec 000 §4–5): the venue's terms, required first and
 * labelled (필수)/(선택), each readable in a sheet; an all-check box (indeterminate when partly
 * checked) and the age confirmation. TOS005 is offered only to MVNO carriers. Signing up stores
 * the jwt, clears the signup in progress and shows /complet; a failure shows the server's message
 * and goes back to /login (spec 000 §8 "Signup failure").
 */
export function SignupTerms() {
  const auth = useAuthState((state) => state);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const venue = useVenueIdentity();
  const under14 = params.get('under14') === 'true';
  const headingId = useId();
  const terms = useSignupTerms();
  const signup = useCompleteSignup();
  const [checked, setChecked] = useState<Record<number, boolean>>({});
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [reading, setReading] = useState<Terms | null>(null);
  const telco = auth.userInfo?.telco ?? null;
  const visible = useMemo(
    () => (terms.data ? visibleSignupTerms(terms.data, telco) : []),
    [terms.data, telco],
  );

  // Set when signup succeeded: the auth store is cleared on the way out, and the guard below must
  // not answer that with a redirect to /login over /complet.
  const finished = useRef(false);

  if (finished.current) return null;
  const redirect = signupRedirect('tos', auth, { under14 });
  if (redirect) return <Navigate to={redirect} replace />;

  // Loaded, but a signup term has no version in force: the venue has not opened signup yet.
  // The server refuses it too (SIGNUP_CLOSED); this says so before anyone tries.
  const closed =
    terms.data !== undefined && missingSignupTerms(terms.data.map((t) => t.termsCode)).length > 0;
  if (closed) {
    return (
      <section className={styles.page} aria-labelledby={headingId}>
        <SignupIntro headingId={headingId} eyebrow="회원가입" title={signupClosedMessages.title}>
          {signupClosedMessages.body}
        </SignupIntro>
        <div className={styles.actions}>
          <ButtonLink block variant="secondary" to={paths.home.getHref()}>
            홈으로 가기
          </ButtonLink>
        </div>
      </section>
    );
  }
  const all = checkAllState([...visible.map((t) => checked[t.termsIdx] === true), ageConfirmed]);
  const ready = canCompleteSignup(visible, checked, ageConfirmed);

  const setAll = (value: boolean) => {
    setChecked(Object.fromEntries(visible.map((t) => [t.termsIdx, value])));
    setAgeConfirmed(value);
  };

  const submit = () => {
    if (signup.isPending) return;
    if (!ready) {
      showAlert({ title: validationMessages.termsRequired });
      return;
    }
    const body = completeSignupBody(auth, visible, checked);
    if (!body) return;
    signup.mutate(body, {
      onSuccess: ({ jwt }) => {
        finished.current = true;
        setAccessToken(jwt);
        // The page they came from (a program's 로그인하고 예약하기) is offered on /complet.
        const state: SignupCompleteState = { name: body.name, returnTo: takeLoginRedirect() };
        navigate(paths.auth.complet.getHref(), { replace: true, state });
        clearAuthState();
      },
      onError: (error) => {
        showAlert({
          title: isApiRequestError(error) ? error.message : SIGNUP_FAILED_FALLBACK,
          onConfirm: () => navigate(paths.login.getHref(), { replace: true }),
        });
      },
    });
  };

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <SignupIntro headingId={headingId} eyebrow="마지막 단계" title="약관에 동의해 주세요">
        {venue.name} 회원 서비스를 이용하려면 아래 약관에 동의해 주세요. 선택 항목은 동의하지 않아도
        가입할 수 있어요.
      </SignupIntro>

      {terms.isPending ? (
        <p className={styles.state} aria-busy="true">
          약관을 불러오는 중이에요.
        </p>
      ) : terms.isError || visible.length === 0 ? (
        <div className={styles.state}>
          <p>약관을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</p>
          <Button variant="secondary" onClick={() => void terms.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : (
        <>
          <div className={styles.allRow}>
            <Checkbox
              size="l"
              checked={all === 'checked'}
              indeterminate={all === 'mixed'}
              onChange={(event) => setAll(event.target.checked)}
            >
              약관 전체 동의
            </Checkbox>
          </div>
          <ul className={styles.consents}>
            <li className={styles.consent}>
              <div className={styles.consentRow}>
                <Checkbox
                  checked={ageConfirmed}
                  onChange={(event) => setAgeConfirmed(event.target.checked)}
                >
                  <span className={styles.required}>(필수)</span> {ageConfirmationLabel(under14)}
                </Checkbox>
              </div>
            </li>
            {visible.map((term) => (
              <li key={term.termsIdx} className={styles.consent}>
                <div className={styles.consentRow}>
                  <Checkbox
                    checked={checked[term.termsIdx] === true}
                    onChange={(event) =>
                      setChecked((current) => ({
                        ...current,
                        [term.termsIdx]: event.target.checked,
                      }))
                    }
                  >
                    <span className={term.requiredYn === 'Y' ? styles.required : styles.optional}>
                      {term.requiredYn === 'Y' ? '(필수)' : '(선택)'}
                    </span>{' '}
                    {term.termsName}
                  </Checkbox>
                  <button
                    type="button"
                    className={styles.view}
                    aria-haspopup="dialog"
                    aria-label={`${term.termsName} 보기`}
                    onClick={() => setReading(term)}
                  >
                    보기
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      <div className={styles.actions}>
        <Button
          block
          onClick={submit}
          aria-disabled={!ready || signup.isPending}
          aria-busy={signup.isPending}
        >
          {signup.isPending ? '가입하는 중…' : '동의하고 가입하기'}
        </Button>
      </div>

      <BottomSheet
        open={reading !== null}
        onClose={() => setReading(null)}
        title={reading?.termsName ?? ''}
        tall
        footer={
          <Button
            block
            onClick={() => {
              if (reading) setChecked((current) => ({ ...current, [reading.termsIdx]: true }));
              setReading(null);
            }}
          >
            동의하기
          </Button>
        }
      >
        {reading ? <HtmlContent html={reading.termsDescription} /> : null}
      </BottomSheet>
    </section>
  );
}
