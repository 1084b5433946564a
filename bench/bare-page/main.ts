/**
 * The bench's baseline page: React 19 and React Router in declarative mode, as the
 * app uses them, and nothing else — a header, a heading, a paragraph and links between two
 * routes, rendered in the browser. bench/lib/bare-page.ts builds it with Vite and the production
 * server serves it (WEB_DIST_DIR) with the app's own static serving, headers and precompressed
 * files, so Lighthouse's score and TBT for it say how fast this machine is at the moment: ours are
 * reported as ratios to it.
 */
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';

const items = ['전시', '체험', '클래스', '공지사항', '자주 묻는 질문'];

function Home() {
  return h(
    'main',
    null,
    h('h1', null, '안녕하세요'),
    h('p', null, '리액트와 리액트 라우터만으로 만든 비교용 페이지입니다.'),
    h(
      'ul',
      null,
      items.map((item) => h('li', { key: item }, h(Link, { to: '/about' }, item))),
    ),
  );
}

function About() {
  return h('main', null, h('h1', null, '소개'), h(Link, { to: '/' }, '처음으로'));
}

function App() {
  return h(
    BrowserRouter,
    null,
    h('header', null, h(Link, { to: '/' }, 'Bare page')),
    h(
      Routes,
      null,
      h(Route, { path: '/', element: h(Home) }),
      h(Route, { path: '/about', element: h(About) }),
    ),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');
createRoot(container).render(h(StrictMode, null, h(App)));
