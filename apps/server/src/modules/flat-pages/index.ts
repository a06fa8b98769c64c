export { flatPagesPlugin } from './flat-pages.plugin.js';
export type { FlatPagesService } from './flat-pages.service.js';
