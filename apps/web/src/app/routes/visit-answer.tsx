import { useParams } from 'react-router';
import { NotFoundScreen } from '../../features/errors/components/error-screens';
import { VisitAnswerPage } from '../../features/visit-answer/components/visit-answer-page';

/** /visit-answer/{token}: the reminder's 갈게요 / 못 가요, for anyone with the link. */
export function Component() {
  const { token } = useParams();
  if (!token || token.length > 80) return <NotFoundScreen />;
  return <VisitAnswerPage key={token} token={token} />;
}
