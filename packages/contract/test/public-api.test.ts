import { describe, it, expect } from 'vitest';
import * as contract from '../src/index.js';

// The apps import only the package root; a name missing here is a broken build for them.
describe('the package root', () => {
  it.each([
    'Messages',
    'AccountType',
    'ProductKey',
    'ApplicationSettingDefaults',
    'isValidAbn',
    'isValidAcn',
    'isValidTfn',
    'isValidMedicareCardNumber',
    'isValidMedicareIrn',
    'isValidBsb',
    'isValidAuMobile',
    'normaliseMobile',
    'passwordChecklist',
    'isStrongPassword',
    'isValidAuthCode',
    'isValidInvitationCode',
    'abnSchema',
    'authCodeSchema',
    'invitationCodeSchema',
    'passwordSetupSchema',
    'formatMoney',
    'formatPercent',
    'formatAbn',
    'formatAcn',
    'formatBsb',
    'formatMobile',
    'formatDate',
    'formatDateTime',
    'formatDateUnpadded',
    'formatResendCountdown',
    'errorSchema',
    'pageSchema',
    'meetsAA',
  ])('exports %s', (name) => {
    expect(contract).toHaveProperty(name);
  });
});
