import { QrTutorialGuide } from '../../../features/qr/components/qr-tutorial-guide';

/** /qrtutorial (spec 000 §2 QR): how My QR and the visit work; open to everyone */
export function Component() {
  return <QrTutorialGuide />;
}
