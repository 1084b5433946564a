import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sendVisit } from '../api/send-visit';
import { readCampaignCode } from '../campaign-code';

/**
 * Sends the campaign code of the current URL (`?c=` or `#c=`) once to GET /api/front/visit, then
 * removes it from the URL with a history replace, keeping every other query and hash part
 * (spec 000 §2 Home). Renders nothing; the home mounts it.
 *
 * Decision: a plain visit (no c) sends nothing. The server would count it (p=main without c is
 * valid), but the spec ties the call to a forwarded code, and the busiest page should not spend a
 * request per view on a counter the server's access log already has.
 *
 * Once: the URL is cleaned in the same effect, and a ref remembers what was sent for this history
 * entry, so StrictMode's second effect run (before the replace lands) and re-renders never send
 * it again. Coming back to an entry that still has c (it cannot, it was replaced) would count anew.
 */
export function CampaignVisit({ page = 'main' }: { page?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    const campaign = readCampaignCode(location);
    if (!campaign.found) return;
    const key = `${location.key}:${location.search}${location.hash}`;
    if (sentFor.current === key) return;
    sentFor.current = key;
    if (campaign.code) {
      sendVisit(page, campaign.code).catch((error: unknown) => {
        console.warn('[visit] the campaign visit was not recorded', error);
      });
    }
    navigate(
      { pathname: location.pathname, search: campaign.search, hash: campaign.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate, page]);

  return null;
}
