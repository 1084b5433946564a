import { ProgramTutorial } from '../../../features/qr/components/program-tutorial';

/** /tutorial/{programIdx} (spec 000 §2 QR): a program's tutorial in a frame; open to everyone */
export function Component() {
  return <ProgramTutorial />;
}
