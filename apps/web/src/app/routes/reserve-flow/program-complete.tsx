import { CompletePage } from '../../../features/reserve-flow/components/complete-page';

/** /programComplete (spec 001 §2): the end of the flow; reached otherwise, it goes home. */
export function Component() {
  return <CompletePage />;
}
