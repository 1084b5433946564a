import { Link } from 'react-router';
import { QrIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import styles from './my-qr-button.module.css';

/**
 * The My QR button for members (spec 000 §2 Layout), in an opaque dock along the bottom edge
 * rather than floating over the page: a floating button always sits on whatever scrolls beneath
 * it (issue 16 §7), while a dock only shortens the window, like a tab bar. The shell adds the
 * dock's height below the content, so the end of every page scrolls clear of it.
 */
export function MyQrButton() {
  return (
    <div className={styles.dock} data-my-qr-dock="">
      <Link to={paths.qr.getHref()} className={styles.button} aria-label="My QR">
        <QrIcon size={22} />
        <span aria-hidden="true">My QR</span>
      </Link>
    </div>
  );
}
