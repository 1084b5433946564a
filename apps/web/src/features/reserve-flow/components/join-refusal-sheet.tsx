import { useNavigate } from 'react-router';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { SheetRefusal } from '../use-flow-submission';
import styles from './flow.module.css';

/** The sheet's title and what it adds to the server's sentence, by refusal. */
const COPY: Record<SheetRefusal['reason'], { title: string; hint: string }> = {
  seats: {
    title: '자리가 생겼어요',
    hint: '기다리지 않고 입력하신 내용 그대로 바로 예약할 수 있어요.',
  },
  joined: {
    title: '이미 대기 중인 회차예요',
    hint: '내 대기에서 지금 몇 번째인지 확인할 수 있어요.',
  },
  limit: {
    title: '더 대기할 수 없어요',
    hint: '내 대기에서 기다리지 않아도 되는 회차를 취소할 수 있어요.',
  },
};

/**
 * A refused 대기 신청 that leaves the member a choice (decision 063): seats came free (바로
 * 예약하기 books the same choice), or the member is in this line already or at the limit (내 대기
 * 보기). The server's sentence first, then what the member can do; the other button (and 닫기)
 * keeps the flow as it is.
 */
export function JoinRefusalSheet({
  refusal,
  onClose,
  onBook,
  booking,
}: {
  refusal: SheetRefusal | null;
  onClose: () => void;
  onBook: () => void;
  booking: boolean;
}) {
  const navigate = useNavigate();
  const copy = refusal ? COPY[refusal.reason] : null;
  return (
    <BottomSheet
      open={refusal !== null}
      onClose={onClose}
      title={copy?.title ?? ''}
      description={<p>{refusal?.message}</p>}
      footer={
        <div className={styles.sheetButtons}>
          <Button variant="secondary" block onClick={onClose}>
            {refusal?.reason === 'seats' ? '지금은 안 할게요' : '확인'}
          </Button>
          {refusal?.reason === 'seats' ? (
            <Button block disabled={booking} onClick={onBook}>
              바로 예약하기
            </Button>
          ) : (
            <Button block onClick={() => navigate(paths.waitlist.getHref())}>
              내 대기 보기
            </Button>
          )}
        </div>
      }
    >
      <p className={styles.muted}>{copy?.hint}</p>
    </BottomSheet>
  );
}
