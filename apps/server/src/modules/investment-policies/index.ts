export {
  findOngoingInvestmentPolicy,
  sendInvestmentPolicyForSignature,
  type OngoingInvestmentPolicy,
} from './investment-policy-facts.js';
