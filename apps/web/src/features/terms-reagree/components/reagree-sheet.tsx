import type { ReagreeTerms } from '@venue/contract';
import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { HtmlContent } from '../../../components/ui/html-content';
import { useLogout } from '../../shell/api/logout';
import { useAgreeTerms, useReagreeTermsText } from '../api/agree-terms';
import styles from './reagree-sheet.module.css';

/**
 * The re-consent sheet (decision 028): the required terms whose new version came into force, each
 * with its text a tap away, one 동의 button, and two ways out — later (the sheet closes; reserving
 * stays refused until they agree) or logging out. Shown by ReagreePrompt.
 */
export function ReagreeSheet({
  terms,
  onClose,
}: {
  terms: readonly ReagreeTerms[];
  onClose: () => void;
}) {
  const texts = useReagreeTermsText(terms.map((t) => t.termsCode));
  const agree = useAgreeTerms();
  const logout = useLogout();
  const [open, setOpen] = useState<number | null>(null);
  const textOf = (termsIdx: number) =>
    texts.data?.find((t) => t.termsIdx === termsIdx)?.termsDescription;

  return (
    <BottomSheet
      open
      onClose={onClose}
      title="약관이 변경되었어요"
      // Room to read once a text is open; a short sheet while it is only the list.
      tall={open !== null}
      description={
        <p>
          회원님이 동의하신 약관이 새로 바뀌었어요. 계속해서 프로그램을 예약·응모하시려면 변경된
          필수 약관에 동의해 주세요.
        </p>
      }
      footer={
        <div className={styles.actions}>
          <Button
            block
            onClick={() => agree.mutate(terms.map((t) => t.termsIdx))}
            aria-busy={agree.isPending}
            aria-disabled={agree.isPending}
          >
            {agree.isPending ? '동의하는 중…' : '동의하고 계속하기'}
          </Button>
          <div className={styles.ways}>
            <button type="button" className={styles.way} onClick={onClose}>
              나중에 하기
            </button>
            <button
              type="button"
              className={styles.way}
              onClick={() => logout.mutate()}
              aria-busy={logout.isPending}
            >
              로그아웃
            </button>
          </div>
          <p className={styles.note}>동의하기 전에는 예약과 응모를 할 수 없어요.</p>
        </div>
      }
    >
      <ul className={styles.list}>
        {terms.map((term) => {
          const expanded = open === term.termsIdx;
          const text = textOf(term.termsIdx);
          const panelId = `reagree-terms-${term.termsIdx}`;
          return (
            <li key={term.termsIdx} className={styles.item}>
              <div className={styles.row}>
                <span className={styles.name}>
                  <span className={styles.required}>(필수)</span> {term.termsName}
                </span>
                <button
                  type="button"
                  className={styles.view}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : term.termsIdx)}
                >
                  {expanded ? '접기' : '내용 보기'}
                </button>
              </div>
              {expanded ? (
                // A long text scrolls inside the sheet: focusable, so a keyboard can scroll it.
                <section
                  id={panelId}
                  className={styles.text}
                  aria-label={`${term.termsName} 내용`}
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard access (WCAG 2.1.1)
                  tabIndex={0}
                >
                  {text !== undefined ? (
                    <HtmlContent html={text} />
                  ) : texts.isError ? (
                    <p>약관을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</p>
                  ) : (
                    <p aria-busy="true">약관을 불러오는 중이에요.</p>
                  )}
                </section>
              ) : null}
            </li>
          );
        })}
      </ul>
    </BottomSheet>
  );
}
