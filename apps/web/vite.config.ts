import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as endpoints from '@venue/contract/endpoints';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, minifySync, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from '../../scripts/vite-precompress';
import { ROUTE_MANIFEST_FILE, routeManifest } from './src/config/route-manifest';

// The API server runs on 3000 in development (`npm run dev`); the SPA proxies to it so the
// browser sees one origin, exactly like production where the server serves apps/web/dist.
const apiTarget = 'http://localhost:3000';
// The staff console is an app of its own (apps/console, decision 025): in development its Vite
// serves /staff on 5174 (scripts/dev.mjs), and this one passes /staff on, hot reload included.
const consoleTarget = `http://localhost:${process.env.CONSOLE_PORT ?? '5174'}`;

/**
 * Writes the route manifest (src/config/route-manifest.ts, from config/paths.ts) to
 * dist/.vite/routes.json: the server answers a page path that no route matches with status 404
 * (the app still shows its 404 screen). Under .vite/, so it is not served as a file.
 */
function writeRouteManifest(): Plugin {
  return {
    name: 'venue:route-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_MANIFEST_FILE,
        source: `${JSON.stringify(routeManifest(), null, 2)}\n`,
      });
    },
  };
}

/**
 * public/boot.js is copied as written, comments and all; it is the first script of every
 * server-rendered page, so the build writes it minified (~0.5 KiB gzip less per first visit).
 * Synchronous in writeBundle, so precompress (closeBundle) compresses the minified file.
 */
function minifyBootScript(): Plugin {
  let outDir = 'dist';
  return {
    name: 'venue:minify-boot-script',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const file = join(outDir, 'boot.js');
      const { code, errors } = minifySync('boot.js', readFileSync(file, 'utf8'));
      if (errors.length > 0) throw new Error(`boot.js: ${errors.map((e) => e.message).join('; ')}`);
      writeFileSync(file, code);
    },
  };
}

/**
 * The calls' endpoint constants (`@venue/contract/endpoints`, decision 051) are written into each
 * module that imports them, as small literals (method and path), the way the path strings stood
 * there before. A module is never split between chunks, so the one module of every call would
 * otherwise land whole (every call the app makes, ~1.3 KiB gzip) in a chunk the first page
 * loads. An `endpoint.path` becomes the string itself (config/paths.ts' `contentCall`, stream
 * and audio URLs). Build only: tests and the dev server import the module itself. An unknown
 * name fails the build.
 */
function inlineEndpoints(): Plugin {
  const table = endpoints as unknown as Record<string, endpoints.Endpoint | undefined>;
  const importLine = /import\s*\{([^}]*)\}\s*from\s*["']@venue\/contract\/endpoints["'];?/g;
  return {
    name: 'venue:inline-endpoints',
    apply: 'build',
    transform: {
      filter: { code: '@venue/contract/endpoints' },
      handler(code, id) {
        const paths = new Map<string, string>();
        let inlined = code.replace(importLine, (_line, names: string) =>
          names
            .split(',')
            .map((spec) => spec.trim())
            .filter((spec) => spec && !spec.startsWith('type '))
            .map((spec) => {
              const [name = '', local = name] = spec.split(/\s+as\s+/);
              const endpoint = table[name];
              if (!endpoint) throw new Error(`${id}: @venue/contract/endpoints has no ${name}`);
              paths.set(local, endpoint.path);
              // `auth` is the server's (and the types'); the client reads method and path only,
              // and sends anything but GET as a POST, so a POST is written as its path alone.
              const { method, path } = endpoint;
              const inline = method === 'GET' ? { method, path } : { path };
              return `const ${local} = ${JSON.stringify(inline)};`;
            })
            .join('\n'),
        );
        for (const [local, path] of paths) {
          inlined = inlined.replace(
            new RegExp(`(?<![\\w$.])${local.replace(/\$/g, '\\$')}\\.path\\b`, 'g'),
            JSON.stringify(path),
          );
        }
        return inlined;
      },
    },
  };
}

/**
 * React Router ships one bundle for every mode, and a few of its top-level declarations are calls
 * the bundler cannot prove pure (`React.forwardRef(...)`, `React.createContext(...)`, followed by
 * `X.displayName = ...`; a class followed by `X.contextType = ...`). Those keep NavLink, Form, ScrollRestoration and friends in our bundle
 * although we never import them (~2 KiB gzip). Marking the calls pure and dropping the dev-only
 * display names lets tree-shaking remove them. If a later React Router renames things, the
 * patterns simply stop matching and the bundle is as big as before: nothing breaks.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'venue:tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler(code) {
        // `X.contextType = Y;` after a class keeps the class even when nothing renders it (an
        // assignment is a side effect): it becomes a static field of the class instead.
        const contextTypes = new Map<string, string>();
        for (const [, name, context] of code.matchAll(/^([\w$]+)\.contextType = ([\w$]+);$/gm)) {
          if (name && context) contextTypes.set(name, context);
        }
        const patched = code
          .replace(/^([\w$]+)\.contextType = [\w$]+;$/gm, '')
          .replace(
            /^(var ([\w$]+) = class extends React\d*\.Component \{)$/gm,
            (line, _header: string, name: string) =>
              contextTypes.has(name)
                ? `${line} static contextType = ${contextTypes.get(name)};`
                : line,
          )
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(
            /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm,
            '$1/* @__PURE__ */ $2',
          );
        // Lines keep their numbers, so the library's source map stays usable (map: null).
        return patched === code ? null : { code: patched, map: null };
      },
    },
  };
}

/**
 * The home page is the landing page, but as a lazy route its chunk would only be requested after
 * the entry has downloaded and run: a second round trip before the first paint. A modulepreload
 * (and a style preload) in index.html lets the browser fetch it in parallel with the entry. Other
 * routes pay ~4 KiB for it; they are rarely a first visit.
 */
function preloadLandingRoute(routeModule: string): Plugin {
  let base = '/';
  return {
    name: 'venue:preload-landing-route',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return;
        const chunks = Object.values(bundle).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        );
        const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(routeModule));
        if (!route) throw new Error(`preloadLandingRoute: no chunk for ${routeModule}`);
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const staticGraph = (from: Rollup.OutputChunk, into: Set<string>) => {
          if (into.has(from.fileName)) return into;
          into.add(from.fileName);
          for (const name of from.imports) {
            const chunk = byName.get(name);
            if (chunk) staticGraph(chunk, into);
          }
          return into;
        };
        const loaded = staticGraph(entry, new Set());
        const needed = [...staticGraph(route, new Set())].filter((name) => !loaded.has(name));
        const css = new Set(
          needed.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]),
        );
        return [
          ...needed.map(
            (name): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: base + name },
              injectTo: 'head',
            }),
          ),
          ...[...css].map(
            (name): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: base + name },
              injectTo: 'head',
            }),
          ),
        ];
      },
    },
  };
}

/**
 * Names the chunk a server-rendered page starts first (src/react-start.ts) in a
 * `<meta name="venue:first-module">`, which the server's page composer turns into boot.js's
 * `data-first` (apps/server plugins/server-render.ts). Decision 014 addendum.
 */
function firstModule(entryName: string): Plugin {
  let base = '/';
  return {
    name: 'venue:first-module',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (file): file is Rollup.OutputChunk =>
            file.type === 'chunk' && file.isEntry && file.name === entryName,
        );
        if (!chunk) throw new Error(`firstModule: no entry chunk named ${entryName}`);
        return [
          {
            tag: 'meta',
            attrs: { name: 'venue:first-module', content: base + chunk.fileName },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The browser's `react-router`: the package's production build, with our own `Link`.
 * - React Router's package points every bundler at its development build, whose only difference
 *   is ENABLE_DEV_WARNINGS = true: the browser gets the production build (~0.5 KiB gzip less).
 * - Its `Link` carries the framework mode's prefetching (route-module link descriptors, RSC) even
 *   when nothing uses it (~2 KiB gzip). Pages import `Link` from components/ui/link; a module
 *   that still imports it from `react-router` gets the same one, so that code never ships.
 * The server's renderer keeps the package as it is (external, from node_modules); it draws pages
 * for a guest, and our Link renders the same `<a href>` as React Router's (without its
 * `data-discover` attribute, which only framework mode reads).
 */
function browserReactRouter(): Plugin {
  const virtualId = '\0venue:react-router';
  const production = fileURLToPath(
    new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
  );
  const link = fileURLToPath(new URL('./src/components/ui/link.tsx', import.meta.url));
  return {
    name: 'venue:browser-react-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? virtualId : null;
    },
    load(id) {
      if (id !== virtualId) return null;
      return `export * from ${JSON.stringify(production)};\nexport { Link } from ${JSON.stringify(link)};\n`;
    },
  };
}

/**
 * The visitor app as an installable PWA that opens offline (features/pwa/README.md): the web app
 * manifest, and the service worker (src/features/pwa/sw.ts) with the list of files it keeps,
 * the app shell and every route's code and styles (not media: the floor plans are kept at run
 * time). The app registers the worker itself, and only where it is needed (My QR, 예약 내역,
 * the map): no registration script in the page, nothing added to a first visit.
 */
function installableApp(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/features/pwa',
    filename: 'sw.ts',
    injectRegister: false,
    // sw.js is final (its precache list injected) before precompress writes sw.js.br.
    integration: { closeBundleOrder: 'pre' },
    // The icons are files of public/ (scripts/make-icons.mjs), listed by the manifest itself.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      // The build's neutral name; the server writes the venue's own name into the manifest it
      // serves, as it does into the page's title (apps/server plugins/web-app.ts).
      name: '브랜드 체험 공간',
      short_name: '체험 공간',
      description: '프로그램 예약과 응모, 입장용 My QR, 층별 공간 안내를 한곳에서 확인하세요.',
      lang: 'ko',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#ffffff',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    injectManifest: {
      // One classic script: every browser that has service workers runs it.
      rollupFormat: 'iife',
      // The app's code and styles, the shell page and the small unhashed files. Never the
      // precompressed siblings (the server picks those per request) nor the route manifest.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['**/*.br', '**/*.gz', '.vite/**', 'sw.js', 'boot.js'],
      // The largest chunk (React) is ~220 KB unminified; room for it and a little growth.
      maximumFileSizeToCacheInBytes: 512 * 1024,
    },
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), treeShakeReactRouter(), inlineEndpoints()]
    : [
        browserReactRouter(),
        react(),
        treeShakeReactRouter(),
        inlineEndpoints(),
        preloadLandingRoute('/src/app/routes/home.tsx'),
        firstModule('react-start'),
        writeRouteManifest(),
        minifyBootScript(),
        installableApp(),
        precompress(),
      ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
      '/sandbox': { target: apiTarget, changeOrigin: true },
      '/staff': { target: consoleTarget, ws: true },
    },
  },
  build: isSsrBuild
    ? {
        // The server-side renderer (src/ssr/entry-server.tsx) for apps/server: one ESM module
        // beside the client build; npm dependencies stay external and load from node_modules.
        outDir: 'dist-ssr',
        target: 'node20',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        // The bench reads dist/.vite/manifest.json to measure first-visit bytes per route.
        manifest: true,
        target: 'es2022',
        // A lazy chunk's preload list names only its stylesheets, which must be in before its
        // markup shows. Its shared JavaScript is fetched when the browser reads the chunk's
        // imports (one round trip later, on the first visit to such a page only). Listing every
        // chunk's JavaScript in the entry's preload table cost ~1.2 KiB gzip of every first visit,
        // growing with each route (decision 010).
        // No modulepreload polyfill: every browser of our target but Safari < 17 and
        // Firefox < 115 supports modulepreload, and those still load every module, only without
        // the head start (the polyfill cost every visitor ~0.3 KiB gzip on the first visit).
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_fileName, deps) => deps.filter((dep) => dep.endsWith('.css')),
        },
        cssCodeSplit: true,
        assetsInlineLimit: 2048,
        rolldownOptions: {
          input: { index: 'index.html', 'react-start': 'src/react-start.ts' },
          output: {
            // Lazy chunks are named by their hash alone (7 characters: the bundler refuses fewer
            // for this many chunks). The entry names every lazy page's chunk in its import and
            // preload tables, ~50 names on every first visit: module names and the 8th random
            // character cost ~430 bytes gzip there. dist/.vite/manifest.json maps them to sources.
            chunkFileNames: 'assets/[hash:7].js',
            assetFileNames: 'assets/[name]-[hash:7][extname]',
            codeSplitting: {
              // The libraries every page needs, in one chunk: one request, and one gzip stream
              // compresses better than four small ones (the bundler's default split them apart).
              // React (with its scheduler) is a chunk of its own: a server-rendered page starts
              // it first (src/react-start.ts) and the rest in a later task (decision 014).
              groups: [
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 2,
                },
                {
                  // useMutation and its observer are left to the pages that send forms (none on the
                  // home): ~0.6 KiB gzip less on every first visit. So are the query persister
                  // and the (de)hydration it uses, loaded where the app is made to work offline
                  // (features/pwa): ~0.9 KiB gzip.
                  name: 'vendor',
                  test: /[\\/]node_modules[\\/](react-router|@tanstack[\\/](?!(react-query-persist-client|query-persist-client-core)[\\/])[\w-]+)[\\/](?!.*[\\/](useMutation|mutationObserver|hydration)\.js$)/,
                  priority: 1,
                },
                {
                  // Our own small modules that the entry shares with lazy pages (the API client and
                  // the shared one under it, the stores, the contract's enums, the paths, our Link,
                  // Button, icons, error screen and HTML styles, the modal hook the home's popup
                  // uses, the member's user-info query; not the login's auth store, which no first
                  // visit needs): left to the bundler they become a dozen chunks of a few hundred
                  // bytes, each paying its own request and gzip overhead (2.6 KiB).
                  name: 'app-core',
                  test: /[\\/](apps[\\/]web[\\/]src[\\/](stores[\\/](?!auth-store\.)|lib[\\/](api-client|create-store|storage-keys|user-info|use-modal)\.|config[\\/]paths\.|components[\\/]ui[\\/](link|button|icons|error-screen|html-content\.module)\.)|packages[\\/]contract[\\/]src[\\/]domain[\\/](enums|constants|redirect)\.|packages[\\/]client[\\/]src[\\/](core|index)\.)/,
                  priority: 0,
                },
              ],
            },
          },
        },
      },
}));
