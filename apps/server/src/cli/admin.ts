// `npm run admin -- <command>`: the provider's staff tools, a thin client of the operator API of a
// running portal (PORTAL_URL, default http://localhost:3000). The key comes from OPERATOR_KEY or
// DATA_DIR/operator.key, which the portal writes at first start; so it works the same whether
// the portal runs on PGlite or PostgreSQL.
import { type AdminCommand, CliError, UsageError } from './command.js';
import { userCommand } from './commands/account-blocking.js';
import { accountCommand } from './commands/accounts.js';
import { applicationCommand } from './commands/applications.js';
import { auditCommand } from './commands/audit.js';
import { dashboardCommand } from './commands/dashboard.js';
import { changeRequestCommand } from './commands/change-requests.js';
import { advisorsCommand } from './commands/advisors.js';
import { bsbCommand } from './commands/bsb-directory.js';
import { configurationCommand } from './commands/client-configuration.js';
import { documentsCommand } from './commands/documents.js';
import { identityCommand } from './commands/identity-reviews.js';
import { inviteCommand } from './commands/invitations.js';
import { investmentPolicyCommand } from './commands/investment-policies.js';
import { loanNotesCommand } from './commands/loan-notes-held.js';
import { notifyCommand } from './commands/notifications.js';
import { importCommand } from './commands/portfolio-import.js';
import { referenceCommand } from './commands/product-reference.js';
import { rebalanceCommand } from './commands/rebalance.js';
import { redeemCommand } from './commands/redeem-requests.js';
import { secondaryInviteCommand } from './commands/secondary-invites.js';
import { signingCommand } from './commands/signing.js';
import { staffCommand } from './commands/staff.js';
import { supportCommand } from './commands/support.js';

/** In the order the help lists them. */
const COMMANDS: AdminCommand[] = [
  inviteCommand,
  secondaryInviteCommand,
  notifyCommand,
  userCommand,
  accountCommand,
  loanNotesCommand,
  redeemCommand,
  changeRequestCommand,
  identityCommand,
  investmentPolicyCommand,
  signingCommand,
  importCommand,
  supportCommand,
  advisorsCommand,
  configurationCommand,
  documentsCommand,
  rebalanceCommand,
  bsbCommand,
  referenceCommand,
  applicationCommand,
  staffCommand,
  auditCommand,
  dashboardCommand,
];

const USAGE = [
  'Usage: npm run admin -- <command> [options]',
  '',
  ...COMMANDS.flatMap((command) => command.usage.map((line) => `  ${line}`)),
  '',
  'Environment: PORTAL_URL (default http://localhost:3000), OPERATOR_KEY or DATA_DIR/operator.key.',
].join('\n');

async function main([name, ...args]: string[]): Promise<void> {
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) throw new UsageError();
  const result = await command.run(args);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

function explain(error: unknown): unknown {
  if (error instanceof UsageError) return error.message ? `${error.message}\n\n${USAGE}` : USAGE;
  return error instanceof CliError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ? (error as Error).message
    : error;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(explain(error));
  process.exit(error instanceof CliError ? 1 : 2);
});
