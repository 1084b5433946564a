import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { copyText } from '../../../lib/copy-text';
import { showAlert } from '../../../stores/alert-store';
// Another feature's query file (architecture: features may import each other's query files):
// the runtime config is shared by the venue map and this share sheet.
import { useAppConfig } from '../../seongsu/api/get-app-config';
import { shareWithKakao } from './kakao-share';

/** Spec 001 §2 and §9: the toast after a copy, verbatim, for 600 ms. */
export const URL_COPIED_TEXT = 'URL 복사 완료';
export const URL_COPIED_TOAST_MS = 600;
/** Spec 001 §8 "Chat share unavailable: message wording not shown": ours. */
export const KAKAO_SHARE_FAILED_TEXT = '카카오톡 공유를 열 수 없어요. URL 복사로 공유해 주세요.';

/**
 * The share sheet of the program detail (spec 001 §2): 카카오톡 공유 when the server has a Kakao
 * JavaScript key (GET /api/app/config), and always URL 복사, whose success shows the toast
 * "URL 복사 완료" for 600 ms (the page owns the toast so it outlives the sheet).
 */
export function ShareSheet({
  open,
  onClose,
  card,
  onCopied,
}: {
  open: boolean;
  onClose: () => void;
  card: { title: string; description: string; imageUrl: string; url: string };
  onCopied: (copied: boolean) => void;
}) {
  const config = useAppConfig(open);
  const kakaoKey = config.data?.kakaoJsKey ?? null;

  const copy = async () => {
    const copied = await copyText(card.url);
    onClose();
    onCopied(copied);
  };

  const kakao = async () => {
    if (!kakaoKey) return;
    try {
      await shareWithKakao(kakaoKey, card);
      onClose();
    } catch {
      showAlert({ title: KAKAO_SHARE_FAILED_TEXT });
    }
  };

  return (
    <BottomSheet open={open} onClose={onClose} title="공유하기">
      <div style={{ display: 'grid', gap: 'var(--space-2)', paddingBottom: 'var(--space-4)' }}>
        {kakaoKey ? (
          <Button block onClick={kakao}>
            카카오톡으로 공유
          </Button>
        ) : null}
        <Button block variant={kakaoKey ? 'secondary' : 'primary'} onClick={copy}>
          URL 복사
        </Button>
      </div>
    </BottomSheet>
  );
}
