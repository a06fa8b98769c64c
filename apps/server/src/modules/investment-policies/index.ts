export { investmentPoliciesPlugin } from './investment-policies.plugin.js';
export {
  findOngoingInvestmentPolicy,
  recordInvestmentPolicySigned,
  sendInvestmentPolicyForSignature,
  type OngoingInvestmentPolicy,
} from './investment-policy-facts.js';
