export type { DetailSaved } from './detail-saved.js';
export { identityPlugin } from './identity.plugin.js';
export { findIndividualTax } from './individual-tax.repository.js';
export type { IndividualTaxService } from './individual-tax.service.js';
export { findPersonalDetail, updatePersonalDetail } from './personal-details.repository.js';
export { PersonalDetailsService } from './personal-details.service.js';
export { findAdditionalDetail, findContactDetail, findSecondaryDocument } from './registration-details.repository.js';
export { RegistrationDetailsService } from './registration-details.service.js';
