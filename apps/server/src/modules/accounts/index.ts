export { accountsPlugin, type AccountsPluginOptions } from './accounts.plugin.js';
export { findSelectedAccountId } from './accounts.repository.js';
export { toCorporateInfo } from './business-lookups.js';
export { joinPerson as joinInvitedPerson } from './account-people.repository.js';
export type { InvitedPerson, PeopleInvited, PeopleRemoved } from './people-events.js';
