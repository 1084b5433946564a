import { Link } from 'react-router';
import { QrIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import styles from './my-qr-button.module.css';

/**
 * The My QR button for members (spec 000 §2 Layout), in an opaque dock along the bottom edge
 * rather than floating over the page: a floating button always sits on whatever scrolls beneath
 * it, while a dock only shortens the window, like a tab bar. The shell adds the
 * dock's height below the content, so the end of every page scrolls clear of it, and
 * styles/global.css scrolls each focused control clear of it (scroll-padding-bottom). The dock is a
 * landmark of its own, so nothing on the page sits outside one.
 */
export function MyQrButton() {
  return (
    <nav className={styles.dock} data-my-qr-dock="" aria-label="My QR 바로가기">
      <Link to={paths.qr.getHref()} className={styles.button} aria-label="My QR">
        <QrIcon size={22} />
        <span aria-hidden="true">My QR</span>
      </Link>
    </nav>
  );
}
