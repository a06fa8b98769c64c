export { redeemRequestsPlugin } from './redeem-requests.plugin.js';
export { RedeemRequestsService } from './redeem-requests.service.js';
export { requestedOnAccount as requestedRedemptionsOn } from './redeem-requests.repository.js';
