import {
  AccountMessages,
  AccountStatus,
  AccountType,
  Messages,
  SecondaryUserTitleLabel,
  ActivationStep,
  UnfilledAccountField,
  UnfilledAccountFieldLabel,
  type Account,
  type AccountPerson,
} from '@portal/contract';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSection } from '../../../components/ui/page-section';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { AccountProducts } from './account-products';
import { AccountSections, asHeading, PEOPLE_PARTS, SectionTagAndPencil } from './account-sections';
import { useActivateAccount } from '../api/activate-account';
import { useAccount } from '../api/get-account';
import { useActivationSteps } from '../api/get-activation-steps';
import { useSelectAccount } from '../api/select-account';
import { detailFormHref } from '../detail-forms';
import { AccountStatusChip } from './account-status-chip';
import { OpenRequests } from './open-requests';
import { ResendInviteButton } from './people-fields';

/** 'not_verified' -> 'Not verified'. */
function inWords(key: string): string {
  return asHeading(key.replace(/_/g, ' '));
}

/**
 * An account's page (spec 2 §2 Account details page): the header with its name, type, status and
 * Select account; what is open on it; the people on it and every section its type takes, each
 * with a 'Missing' tag while a part of it is missing and an edit pencil to its form when the
 * viewer may change the account; the details still missing, each linked to its form, and the next
 * step: fill in the first missing part, or submit the account for activation. Parts that other
 * features own (bank accounts, documents to sign, the statement) come in through `sections`,
 * composed by the route.
 */
export function AccountDetail({ id, sections }: { id: number; sections?: (account: Account) => ReactNode }) {
  const account = useAccount(id);
  if (account.isPending) return <PageSpinner label="Loading the account" />;
  if (account.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  return <AccountPage account={account.data} sections={sections} />;
}

function AccountPage({ account, sections }: { account: Account; sections?: (account: Account) => ReactNode }) {
  const select = useSelectAccount();
  const awaitingActivation = account.status === AccountStatus.awaiting_activation;
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ sm: 'flex-start' }}
        sx={{ mb: 3 }}
      >
        <Box>
          <Typography component="h1" variant="h4" gutterBottom>
            {account.name}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography color="text.secondary">{account.type_display}</Typography>
            {/* The tag says what the badge would: awaiting activation shows once, as the tag. */}
            {awaitingActivation ? (
              <Chip
                size="small"
                color="warning"
                icon={<HourglassEmptyOutlined aria-hidden />}
                label={AccountMessages.awaitingActivation}
              />
            ) : (
              <AccountStatusChip status={account.status_display} />
            )}
          </Stack>
        </Box>
        {account.is_selected ? (
          <Chip color="primary" label="Selected account" />
        ) : (
          <Button variant="outlined" onClick={() => select.mutate(account.id)} disabled={select.isPending}>
            Select account
          </Button>
        )}
      </Stack>

      {/* Sections, the account's own and those other features add, one column with a gap between. */}
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <OpenRequests accountId={account.id} />

        <PageSection
          title="People on this account"
          action={<SectionTagAndPencil account={account} title="People on this account" parts={PEOPLE_PARTS} />}
        >
          <PeopleOnAccount account={account} />
        </PageSection>

        {showsBeneficialOwners(account) && (
          <PageSection
            title="Beneficial owners"
            action={
              <SectionTagAndPencil
                account={account}
                title="Beneficial owners"
                parts={[UnfilledAccountField.beneficial_owners]}
              />
            }
          >
            <BeneficialOwners account={account} />
          </PageSection>
        )}

        <AccountSections account={account} />

        <PageSection title="Missing details">
          {account.unfilled_fields.length === 0 ? (
            <Typography>{AccountMessages.nothingMissing}</Typography>
          ) : (
            <List disablePadding>
              {account.unfilled_fields.map((field) => {
                const href = account.can_edit_details ? detailFormHref(field, account.id) : null;
                const label = asHeading(UnfilledAccountFieldLabel[field]);
                return (
                  <ListItem key={field} disableGutters>
                    <ListItemText
                      primary={
                        href ? (
                          <Link component={RouterLink} to={href}>
                            {label}
                          </Link>
                        ) : (
                          label
                        )
                      }
                    />
                  </ListItem>
                );
              })}
            </List>
          )}
          {account.can_edit_details && <NextStep account={account} />}
          {account.can_edit_details && <LoanNoteStep accountId={account.id} />}
        </PageSection>

        <PageSection title="Products">
          <AccountProducts account={account} />
        </PageSection>

        {sections?.(account)}
      </Stack>
    </>
  );
}

/** The primary person, then the other holders, directors or trustees (invited or joined), then any other member. */
function peopleOnAccount(account: Account): AccountPerson[] {
  const secondaryUserIds = new Set(account.secondary_users.map((person) => person.user_id));
  return [
    ...account.users.filter((person) => person.is_primary),
    ...account.secondary_users,
    ...account.users.filter((person) => !person.is_primary && !secondaryUserIds.has(person.id)),
  ];
}

/** 'Director · Beneficial owner': what the person is on the account (spec 2 §6 title and role). */
function roleWords(person: AccountPerson): string[] {
  const words: string[] = [];
  if (person.title) words.push(SecondaryUserTitleLabel[person.title]);
  if (person.role) words.push(person.role.title);
  return words;
}

/**
 * Each person with their title and role, status (spec 2 §3 status_display) and 'Resend invite'
 * while their invitation is pending (spec 2 §6).
 */
function PeopleOnAccount({ account }: { account: Account }) {
  const people = peopleOnAccount(account);
  if (people.length === 0) return <Typography color="text.secondary">No one is on this account yet.</Typography>;
  return (
    <List disablePadding>
      {people.map((person) => (
        <ListItem
          key={`${person.is_primary ? 'primary' : 'person'}-${person.id}`}
          disableGutters
          divider
          secondaryAction={
            person.can_resend_invite ? <ResendInviteButton accountId={account.id} personId={person.id} /> : undefined
          }
        >
          <ListItemText
            primary={
              <>
                {person.first_name} {person.last_name}
                {person.is_primary ? (
                  <Chip component="span" size="small" label="Primary holder" sx={{ ml: 1 }} />
                ) : (
                  <Chip
                    component="span"
                    size="small"
                    label={person.status_display.display_name}
                    color={person.status_display.style}
                    sx={{ ml: 1 }}
                  />
                )}
              </>
            }
            secondary={[...roleWords(person), person.email, inWords(person.verification_status)].join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Spec 2 §6: the section shows for a company or trust when its details can be changed or owners are on record. */
function showsBeneficialOwners(account: Account): boolean {
  const takesOwners = account.type === AccountType.company || account.type === AccountType.trust;
  return takesOwners && (account.can_edit_details || account.beneficial_owners.length > 0);
}

function BeneficialOwners({ account }: { account: Account }) {
  const owners = account.beneficial_owners;
  return (
    <>
      {owners.length === 0 ? (
        <Typography color="text.secondary">
          {account.skip_beneficial_owners ? 'Skipped for now.' : 'No beneficial owners are recorded yet.'}
        </Typography>
      ) : (
        <List disablePadding>
          {owners.map((person) => (
            <ListItem key={person.id} disableGutters divider>
              <ListItemText
                primary={`${person.first_name} ${person.last_name}`}
                secondary={[...roleWords(person), person.email].join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {account.can_edit_details && (
        <Link component={RouterLink} to={paths.accounts.forms.beneficialOwners.getHref({ accountId: account.id })}>
          {owners.length === 0 ? 'Add beneficial owners' : 'Change beneficial owners'}
        </Link>
      )}
    </>
  );
}

/**
 * The loan note step of an icf account (spec 2 §4 activation steps): the product details until
 * the account has applied (loan_note_not_created), then changing them on the way to the summary.
 */
function LoanNoteStep({ accountId }: { accountId: number }) {
  const steps = useActivationSteps(accountId).data?.steps ?? [];
  if (steps.includes(ActivationStep.loan_note_not_created))
    return (
      <Button
        component={RouterLink}
        to={paths.accountSetup.createProductDetails.getHref({ id: accountId })}
        variant="outlined"
        sx={{ mt: 2, ml: 1 }}
      >
        Apply for loan notes
      </Button>
    );
  const changeLoanNotes = steps.includes(ActivationStep.finish_loan_note_application) && (
    <Button
      component={RouterLink}
      to={paths.accountSetup.editProductDetails.getHref({ id: accountId })}
      variant="outlined"
      sx={{ mt: 2, ml: 1 }}
    >
      Change loan notes
    </Button>
  );
  // Spec 2 §4: finish_loan_note_application and submit_investment_policy_statement prompt for the
  // summary, sign_investment_policy_statement follows it; the summary says what is still missing.
  const summaryStep = [
    ActivationStep.finish_loan_note_application,
    ActivationStep.submit_investment_policy_statement,
    ActivationStep.sign_investment_policy_statement,
  ].some((step) => steps.includes(step));
  return (
    <>
      {changeLoanNotes}
      {summaryStep && (
        <Button
          component={RouterLink}
          to={`${paths.accountSetup.summary.getHref()}?account_id=${accountId}`}
          variant="outlined"
          sx={{ mt: 2, ml: 1 }}
        >
          Review your application
        </Button>
      )}
    </>
  );
}

/** The account's next step (spec 2 §4 activation steps): the first missing form, or the activation. */
function NextStep({ account }: { account: Account }) {
  const steps = useActivationSteps(account.id);
  const activate = useActivateAccount();
  const first = account.unfilled_fields[0];
  const firstHref = first ? detailFormHref(first, account.id) : null;
  if (firstHref) {
    return (
      <Button component={RouterLink} to={firstHref} variant="contained" sx={{ mt: 2 }}>
        Fill in missing details
      </Button>
    );
  }
  if (!steps.data?.steps.includes(ActivationStep.activate_account)) return null;
  const refusal = activate.error instanceof ApiError ? activate.error.message : null;
  return (
    <Box sx={{ mt: 2 }}>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <Button variant="contained" onClick={() => activate.mutate(account.id)} disabled={activate.isPending}>
        Submit for activation
      </Button>
    </Box>
  );
}
