import type { StampType } from '@venue/contract';
import { PinIcon, SparkleIcon, TicketIcon } from '../../../components/ui/page-icons';

/** The icon of a stamp kind: a pin for a visit, a ticket for a program, a sparkle for N service. */
export function StampIcon({ type, size = 22 }: { type: StampType; size?: number }) {
  if (type === 'PROGRAM') return <TicketIcon size={size} />;
  if (type === 'NSERVICE') return <SparkleIcon size={size} />;
  return <PinIcon size={size} />;
}
