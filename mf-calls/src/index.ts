/**
 * Webpack entry of the remote. The host never loads it (it loads `mf-manifest.json` /
 * `remoteEntry.js`); the asynchronous boundary keeps shared modules negotiable if it is loaded.
 */
import('./bootstrap');
