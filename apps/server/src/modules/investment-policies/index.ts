export { investmentPoliciesPlugin } from './investment-policies.plugin.js';
export {
  findInvestmentPolicyChange,
  findOngoingInvestmentPolicy,
  type InvestmentPolicyChange,
  recordInvestmentPolicySigned,
  returnInvestmentPolicyToDraft,
  sendInvestmentPolicyForSignature,
  type OngoingInvestmentPolicy,
} from './investment-policy-facts.js';
export type { InvestmentPolicySentForSignature } from './investment-policy-sent.js';
