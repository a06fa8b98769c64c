export { productReferencePlugin } from './product-reference.plugin.js';
export { ProductReferenceService, type ApplicationDirectory } from './product-reference.service.js';
