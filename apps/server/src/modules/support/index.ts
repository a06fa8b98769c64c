export { AddressRateLimit } from './address-rate-limit.js';
export { supportPlugin } from './support.plugin.js';
