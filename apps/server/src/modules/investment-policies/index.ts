export { investmentPoliciesPlugin } from './investment-policies.plugin.js';
export {
  findOngoingInvestmentPolicy,
  sendInvestmentPolicyForSignature,
  type OngoingInvestmentPolicy,
} from './investment-policy-facts.js';
