export { identityReviewPlugin } from './identity-review.plugin.js';
