export { flatPagesPlugin } from './flat-pages.plugin.js';
