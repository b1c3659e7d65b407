/**
 * The one shared webpack configuration of the federation (host `shell` and the four remotes).
 *
 * - `sharedSingletons`: the modules that must exist once in the browser (React and its subpaths,
 *   the router (only the names the apps use: tools/shared/react-router-dom.mjs), zustand, TanStack
 *   Query (its QueryClient context and cache), Formik (its form context)); `sharedFor` adds the design system
 *   `@bandi/shared-ui` (which carries the session store, the API client and Mantine, tree-shaken to
 *   the components the apps use: shared-ui/src/mantine.ts) with the version range
 *   the app declares in its package.json. docs/architecture.md#front-ends-and-module-federation: sharing `react-dom` alone would leave
 *   `react-dom/client` bundled per app, so the subpath keys `react/` and `react-dom/` are shared too.
 * - Production builds extract CSS into hashed files (mini-css-extract-plugin, not style-loader) and
 *   precompress every JS/CSS/HTML/JSON/SVG output above 1 KB into `.br` (brotli, node's zlib) and
 *   `.gz` siblings, which the API server sends with Content-Encoding (api/src/app.factory.ts).
 * - `makeConfig({ dir, name, exposes, port, publicPath, html })`: a complete webpack config for
 *   one app. Remotes get `mf-manifest.json` + `remoteEntry.js` and an automatic public path, so the
 *   same build works under `/build/<app>/` of the API server or on its own static server.
 *   The host registers remotes at run time (no remote URL compiled in), see shell/src/federation.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const zlib = require('node:zlib');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { Compilation, sources } = require('webpack');

const root = path.resolve(__dirname, '..');
// read package.json from disk: some packages (Mantine) do not export './package.json'
const versionOf = (pkg) =>
  JSON.parse(require('node:fs').readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;

/** Outputs worth compressing, and the size below which compression is not worth a request's overhead. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const COMPRESS_THRESHOLD = 1024;

/** Brotli (quality 11, text mode) and gzip (level 9) siblings of every compressible output. */
function compressionPlugins() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      threshold: COMPRESS_THRESHOLD,
      minRatio: 0.9,
      compressionOptions: {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
      },
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: COMPRESSIBLE,
      threshold: COMPRESS_THRESHOLD,
      minRatio: 0.9,
      compressionOptions: { level: 9 },
    }),
  ];
}

/**
 * React Router's production build (issue 12). The package's `exports` name only its development
 * build, with dev-time checks and warnings; the production files sit next to it in `dist/production`.
 */
const ROUTER_DIST = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
const ROUTER_PRODUCTION = {
  'react-router$': path.join(ROUTER_DIST, 'index.mjs'),
  'react-router/dom$': path.join(ROUTER_DIST, 'dom-export.mjs'),
};

/** The module shared as `react-router-dom`: a re-export of the names the apps use. */
const ROUTER_SUBSET = path.join(__dirname, 'shared', 'react-router-dom.mjs');

const singleton = (pkg) => ({ singleton: true, requiredVersion: `^${versionOf(pkg)}` });

const sharedSingletons = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  // the names the apps use (tools/shared/react-router-dom.mjs, checked by ESLint), not the whole package
  'react-router-dom': { ...singleton('react-router-dom'), import: ROUTER_SUBSET, version: versionOf('react-router-dom') },
  zustand: singleton('zustand'),
  // one QueryClient context and one cache for host and remotes (shared-ui/src/query): a copy per
  // app would give a remote's hooks a context without the shell's provider
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  // Formik context must be one module: shared-ui's Formik fields are used inside the remotes' forms
  formik: singleton('formik'),
  yup: singleton('yup'),
  axios: singleton('axios'),
  dayjs: singleton('dayjs'),
  'dayjs/': singleton('dayjs'),
  // Mantine is not shared by itself: a shared module is never tree-shaken (all of @mantine/core,
  // about 104 KB brotli, on the login page). The apps import it only through the singleton
  // @bandi/shared-ui (shared-ui/src/mantine.ts, eslint.config.mjs), so one copy exists at run time.
};

/** The version of the design system in this tree (`shared-ui/package.json`), which an app built here provides. */
const SHARED_UI_VERSION = JSON.parse(require('node:fs').readFileSync(path.join(root, 'shared-ui', 'package.json'), 'utf8')).version;

/**
 * The range of `@bandi/shared-ui` an app needs: its own `package.json` dependency (docs/architecture.md#shared-ui-version).
 * @param {string} dir the app's folder
 * @returns {string} a semver range, e.g. `^1.0.0`
 * @throws when the app does not declare the dependency
 */
function sharedUiRange(dir) {
  const pkg = JSON.parse(require('node:fs').readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const range = pkg.dependencies && pkg.dependencies['@bandi/shared-ui'];
  if (!range) throw new Error(`${pkg.name}: @bandi/shared-ui is not among its dependencies`);
  return range;
}

/**
 * The shared modules of one app: the singletons above and `@bandi/shared-ui` with the range the
 * app needs, and its core entry `@bandi/shared-ui/core` (issue 12: the login page loads only the
 * core; the full entry, which re-exports it, comes with the pages after login). `strictVersion`: a shell providing a shared-ui outside that range fails the remote's
 * load (the shell checks the range first and explains, shell/src/federation/version.ts); the range
 * also lands in the remote's `mf-manifest.json`, where the shell reads it.
 * @param {string} range the app's semver range of `@bandi/shared-ui`
 */
function sharedFor(range) {
  const sharedUi = { singleton: true, strictVersion: true, requiredVersion: range, version: SHARED_UI_VERSION };
  return {
    ...sharedSingletons,
    '@bandi/shared-ui': sharedUi,
    // the core entry (what the login page needs, shared-ui/src/core.ts), a singleton of its own that
    // the full entry re-exports: the login page downloads it without the rest of the design system
    '@bandi/shared-ui/core': sharedUi,
  };
}

/** V8's explicit compile hint, the first line of a script (CompileHintPlugin). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Scripts smaller than this (bytes, minified) get no compile hint: little to compile, 20 bytes more to send. */
const COMPILE_HINT_MIN_BYTES = 16 * 1024;

/**
 * V8's explicit compile hint (Chrome 136+; v8.dev/blog/explicit-compile-hints): the line
 * `//# allFunctionsCalledOnLoad` at the top of a script makes V8 compile every function of the
 * file while it streams the file, on a background thread, instead of compiling each function on
 * the main thread when it is first called. Almost every function of these files is called when the
 * file loads: a chunk is loaded because its modules are required, and webpack then runs their module
 * functions. Added after the minifier (which keeps no such comment) and before the source maps and
 * the compressed siblings, to every script of a production build of COMPILE_HINT_MIN_BYTES or more.
 * Other browsers read a comment. Measured: docs/performance.md#first-load.
 */
class CompileHintPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.js') || asset.source.size() < COMPILE_HINT_MIN_BYTES) continue;
          compilation.updateAsset(asset.name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

/**
 * @param {{dir: string, name: string, exposes?: Record<string,string>, port: number,
 *   publicPath?: string, html?: boolean}} opts
 * @returns {(env: unknown, argv: {mode?: string}) => import('webpack').Configuration}
 */
function makeConfig({ dir, name, exposes, port, publicPath = 'auto', html = false }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dir,
      entry: { main: './src/index.ts' },
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        // entry files keep a fixed name: with enhanced 2.9.2 [contenthash] is not available for them
        // (module-federation/core#5077); they are served with no-cache, chunks are hashed and immutable
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: production ? ROUTER_PRODUCTION : {},
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        chunkIds: 'named',
        moduleIds: production ? 'deterministic' : 'named',
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            extractComments: false,
            minimizerOptions: { compress: { passes: 2 }, mangle: true, format: { comments: 'some' } },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
          shared: sharedFor(sharedUiRange(dir)),
          manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          // browser-only builds: the runtime leaves out its Node.js loading code (smaller main.js / remoteEntry.js)
          experiments: { optimization: { target: 'web' } },
        }),
        ...(html ? [new HtmlWebpackPlugin({ template: './public/index.html', filename: 'index.html', chunks: ['main'] })] : []),
        ...(production
          ? [
              new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
              new CompileHintPlugin(),
              ...compressionPlugins(),
            ]
          : []),
      ],
      devServer: {
        port,
        historyApiFallback: html ? { index: `${publicPath}index.html` } : false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: html ? [{ context: ['/api'], target: `http://localhost:${process.env.API_PORT || 3000}` }] : undefined,
        hot: false,
      },
    };
  };
}

module.exports = { makeConfig, sharedSingletons, sharedFor, sharedUiRange, SHARED_UI_VERSION, COMPILE_HINT, COMPILE_HINT_MIN_BYTES };
