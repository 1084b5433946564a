import { Link } from 'react-router';
import { QrIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import styles from './my-qr-button.module.css';

/** The floating My QR button for members (spec 000 §2 Layout). The shell adds room below content. */
export function MyQrButton() {
  return (
    <Link to={paths.qr.getHref()} className={styles.fab} aria-label="My QR">
      <QrIcon size={26} />
      <span aria-hidden="true">My QR</span>
    </Link>
  );
}
