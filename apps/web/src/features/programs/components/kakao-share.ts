/**
 * The Kakao JavaScript SDK's share (https://developers.kakao.com/docs/latest/ko/kakaotalk-share/js-link),
 * loaded only when the server's runtime config has a key (GET /api/app/config kakaoJsKey) and
 * only when the member opens the share sheet. Typed by hand: the SDK ships no types and we touch
 * three calls. (The page's Content-Security-Policy must allow t1.kakaocdn.net when a key is set.)
 */
export const KAKAO_SDK_URL = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';

type KakaoShareSdk = {
  isInitialized: () => boolean;
  init: (appKey: string) => void;
  Share: {
    sendDefault: (settings: {
      objectType: 'feed';
      content: {
        title: string;
        description?: string;
        imageUrl: string;
        link: { mobileWebUrl: string; webUrl: string };
      };
    }) => void;
  };
};

declare global {
  interface Window {
    Kakao?: KakaoShareSdk;
  }
}

let loading: Promise<KakaoShareSdk> | null = null;

function loadSdk(): Promise<KakaoShareSdk> {
  if (window.Kakao) return Promise.resolve(window.Kakao);
  loading ??= new Promise<KakaoShareSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = KAKAO_SDK_URL;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => (window.Kakao ? resolve(window.Kakao) : reject(new Error('no Kakao')));
    script.onerror = () => {
      script.remove();
      reject(new Error('Kakao SDK failed to load'));
    };
    document.head.append(script);
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Opens KakaoTalk's share with a feed card; rejects when the SDK cannot load or refuses. */
export async function shareWithKakao(
  appKey: string,
  card: { title: string; description: string; imageUrl: string; url: string },
): Promise<void> {
  const kakao = await loadSdk();
  if (!kakao.isInitialized()) kakao.init(appKey);
  kakao.Share.sendDefault({
    objectType: 'feed',
    content: {
      title: card.title,
      description: card.description,
      imageUrl: card.imageUrl,
      link: { mobileWebUrl: card.url, webUrl: card.url },
    },
  });
}
