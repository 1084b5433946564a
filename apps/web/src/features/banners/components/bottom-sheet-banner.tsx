import type { BannerListItem } from '@venue/contract';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { listBannerTarget } from '../banner-target';
import { useBannerClick } from '../use-banner-click';
import { BannerAnchor } from './banner-anchor';
import styles from './bottom-sheet-banner.module.css';

/**
 * The bottom-sheet banner (spec 000 §2), a chunk of its own that HomeBannerOverlays loads only
 * when the sheet is going to show: the first BOTTOM banner in the app's BottomSheet (dialog named by the
 * banner, focus handled there), its 750×400 picture a link that reports (BOTTOM, MAIN) once.
 */
export default function BottomSheetBanner({
  banner,
  open,
  onClose,
  withPage,
}: {
  banner: BannerListItem;
  open: boolean;
  /** 닫기 or the picture's link (`visit`), or 오늘 하루 보지 않기 (`today`) */
  onClose: (how: 'visit' | 'today') => void;
  /** shown with the page's first paint: no rise animation */
  withPage: boolean;
}) {
  const close = () => onClose('visit');
  const onClick = useBannerClick({ onNavigate: close });
  const target = listBannerTarget(banner.bannerLink);
  return (
    <BottomSheet
      open={open}
      onClose={close}
      appearInstantly={withPage}
      title={banner.bannerName}
      footer={
        <div className={styles.sheetActions}>
          <Button variant="secondary" onClick={() => onClose('today')}>
            오늘 하루 보지 않기
          </Button>
          <Button onClick={close}>닫기</Button>
        </div>
      }
    >
      <BannerAnchor
        target={target}
        className={styles.sheetImage}
        onClick={(event) =>
          onClick(
            event,
            { bannerType: 'BOTTOM', bannerDetailType: 'MAIN', bannerIdx: banner.bannerIdx },
            target,
          )
        }
      >
        <img
          src={banner.savePath ?? ''}
          alt={banner.alt || banner.bannerName}
          width={750}
          height={400}
          decoding="async"
        />
      </BannerAnchor>
    </BottomSheet>
  );
}
