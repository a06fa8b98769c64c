export { bsbDirectoryPlugin } from './bsb-directory.plugin.js';
export { BsbDirectoryService } from './bsb-directory.service.js';
