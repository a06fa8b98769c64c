export { isCountryCode } from './countries.js';
export { isGenderId } from './genders.js';
export { isLanguageCode } from './languages.js';
export { lookupsPlugin } from './lookups.plugin.js';
export { isTitleForGender } from './name-titles.js';
