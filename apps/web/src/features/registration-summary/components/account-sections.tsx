import {
  AccountType,
  AdvancedSigningOption,
  formatAbn,
  formatAcn,
  Messages,
  SecondaryUserTitleLabel,
  takesAcn,
  takesTrustee,
  ProductKey,
  type Account,
  type AccountPerson,
  type AddressGroup,
} from '@portal/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { DetailList, type DetailItem } from '../../../components/ui/detail-list';
import { Loaded } from '../../../components/ui/loaded';
import { paths } from '../../../config/paths';
import { useAccountAttachments } from '../api/get-account-attachments';
import { useCorporateAccountDetails } from '../api/get-corporate-account-details';
import { useCorporateTax } from '../api/get-corporate-tax';
import { useIndividualTax } from '../api/get-individual-tax';
import { useSigningAuthority } from '../api/get-signing-authority';
import { useTrustDetails } from '../api/get-trust-details';
import { notGiven, SavedDetails, SummarySection } from './summary-section';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** What each section needs: the account, and whether the signed-in person may edit it. */
type SectionProps = { account: Account; canEdit: boolean };

export function AccountDetailsSection({ account }: SectionProps) {
  const items: DetailItem[] = [
    { label: 'Account name', value: account.name },
    { label: 'Account type', value: account.type_display },
  ];
  if (account.trustee)
    items.push({
      label: 'Trustee',
      value: account.trustee_name ? `${account.trustee_display}: ${account.trustee_name}` : account.trustee_display,
    });
  if (account.abn) items.push({ label: 'ABN', value: formatAbn(account.abn) });
  if (account.acn) items.push({ label: 'ACN', value: formatAcn(account.acn) });
  return (
    <SummarySection title="Account details">
      <DetailList items={items} />
    </SummarySection>
  );
}

/** Wholesale certificates (loan notes) and trust deeds (SMSF, trust): shown where the account takes them. */
export function DocumentsSection({ account, canEdit }: SectionProps) {
  const takesCertificates = account.products.includes(ProductKey.icf);
  const takesDeeds = takesTrustee(account.type);
  const certificates = useAccountAttachments(account.id, 'certificate', takesCertificates);
  const deeds = useAccountAttachments(account.id, 'deed', takesDeeds);
  if (!takesCertificates && !takesDeeds) return null;
  const files = (names: string[]) =>
    names.length === 0 ? (
      notGiven
    ) : (
      <List dense disablePadding>
        {names.map((name, i) => (
          <ListItem key={`${name}-${i}`} disableGutters>
            <ListItemText primary={name} />
          </ListItem>
        ))}
      </List>
    );
  return (
    <SummarySection
      title="Documents"
      editHref={
        canEdit
          ? takesCertificates
            ? paths.accountSetup.editWholesaleInvestorDetails.getHref({ account_id: account.id })
            : paths.accountSetup.editTrustDeeds.getHref({ account_id: account.id })
          : null
      }
    >
      {takesCertificates && (
        <>
          <Typography component="h3" variant="subtitle1">
            Wholesale investor certificates
          </Typography>
          <Loaded query={certificates} label="Loading the certificates">
            {(list) => files(list.map((f) => f.file_name))}
          </Loaded>
        </>
      )}
      {takesDeeds && (
        <>
          <Typography component="h3" variant="subtitle1">
            Trust deeds
          </Typography>
          <Loaded query={deeds} label="Loading the trust deeds">
            {(list) => files(list.map((f) => f.file_name))}
          </Loaded>
        </>
      )}
    </SummarySection>
  );
}

function personWords(person: AccountPerson): string {
  const words: string[] = [];
  if (person.is_primary) words.push('Primary user');
  if (person.title) words.push(SecondaryUserTitleLabel[person.title]);
  if (person.role) words.push(person.role.title);
  words.push(person.email);
  return words.join(' · ');
}

function People({ people }: { people: AccountPerson[] }) {
  if (people.length === 0) return notGiven;
  return (
    <List disablePadding>
      {people.map((person) => (
        <ListItem key={`${person.is_primary ? 'p' : 's'}-${person.id}`} disableGutters divider>
          <ListItemText primary={`${person.first_name} ${person.last_name}`} secondary={personWords(person)} />
        </ListItem>
      ))}
    </List>
  );
}

export function MembersSection({ account, canEdit }: SectionProps) {
  const others = new Set(account.secondary_users.map((p) => p.user_id));
  const people = [
    ...account.users.filter((p) => p.is_primary),
    ...account.secondary_users,
    ...account.users.filter((p) => !p.is_primary && !others.has(p.id)),
  ];
  const takesOthers = account.type !== AccountType.individual;
  return (
    <SummarySection
      title="Members"
      editHref={canEdit && takesOthers ? paths.accounts.forms.secondaryUsers.getHref({ accountId: account.id }) : null}
    >
      <People people={people} />
    </SummarySection>
  );
}

export function SigningAuthoritySection({ account, canEdit }: SectionProps) {
  const authority = useSigningAuthority(account.id);
  const members = [...account.users, ...account.secondary_users];
  if (account.users.length + account.secondary_users.length < 2 && authority.data == null) return null;
  const nameOf = (userId: number) => {
    const person = members.find((p) => (p.user_id ?? p.id) === userId);
    return person ? `${person.first_name} ${person.last_name}` : `Member ${userId}`;
  };
  return (
    <SummarySection
      title="Signing authority"
      editHref={canEdit ? paths.accounts.forms.signingAuthority.getHref({ accountId: account.id }) : null}
    >
      <SavedDetails
        query={authority}
        label="Loading the signing authority"
        items={(saved) => [
          {
            label: Messages.signingAuthorityQuestion,
            value: saved.signing_authority_option_display,
          },
          ...(saved.advanced_settings_option === AdvancedSigningOption.minimum_signatures
            ? [{ label: Messages.minimumNumberOfSignatures, value: String(saved.min_number_of_signatories ?? '') }]
            : []),
          ...(saved.selected_signatories.length > 0
            ? [
                {
                  label: 'Signatures of specific members of the account',
                  value: saved.selected_signatories.map(nameOf).join(', '),
                },
              ]
            : []),
        ]}
      />
    </SummarySection>
  );
}

export function BeneficialOwnersSection({ account, canEdit }: SectionProps) {
  if (account.type !== AccountType.company && account.type !== AccountType.trust) return null;
  return (
    <SummarySection
      title="Beneficial owners"
      editHref={canEdit ? paths.accounts.forms.beneficialOwners.getHref({ accountId: account.id }) : null}
    >
      {account.beneficial_owners.length === 0 && account.skip_beneficial_owners ? (
        <Typography color="text.secondary">Skipped.</Typography>
      ) : (
        <People people={account.beneficial_owners} />
      )}
    </SummarySection>
  );
}

const address = (group: AddressGroup) =>
  [group.address_line_1, group.suburb, group.state, group.post_code, group.country].filter(Boolean).join(', ');

export function CompanyDetailsSection({ account, canEdit }: SectionProps) {
  const corporate = takesAcn(account.type, account.trustee);
  const details = useCorporateAccountDetails(account.id, corporate);
  if (!corporate) return null;
  return (
    <SummarySection
      title={account.type === AccountType.company ? 'Company details' : 'Corporate trustee details'}
      editHref={canEdit ? paths.accounts.forms.companyDetails.getHref({ accountId: account.id }) : null}
    >
      <SavedDetails
        query={details}
        label="Loading the company details"
        items={(saved) => [
          { label: 'Investing is the primary activity', value: yesNo(saved.is_investing_primary_activity) },
          ...(saved.is_investing_primary_activity
            ? []
            : [{ label: 'Nature of activity', value: saved.nature_of_activity }]),
          { label: 'Registered office', value: address(saved.office_address) },
          { label: 'Principal place of business', value: address(saved.principal_place_address) },
          { label: 'Postal address', value: address(saved.postal_address) },
        ]}
      />
    </SummarySection>
  );
}

export function TrustDetailsSection({ account, canEdit }: SectionProps) {
  const isTrust = account.type === AccountType.trust;
  const details = useTrustDetails(account.id, isTrust);
  if (!isTrust) return null;
  return (
    <SummarySection
      title="Trust details"
      editHref={canEdit ? paths.accounts.forms.individualTrustDetails.getHref({ accountId: account.id }) : null}
    >
      <SavedDetails
        query={details}
        label="Loading the trust details"
        items={(saved) => [
          { label: 'Trust type', value: saved.type_display },
          { label: 'State established', value: saved.state },
          { label: 'Settled sum of $10,000 or more', value: yesNo(saved.is_settled_sum_over_threshold) },
          ...(saved.is_settled_sum_over_threshold ? [{ label: 'Settlor name', value: saved.settlor_name }] : []),
          { label: 'Investing is the primary activity', value: yesNo(saved.is_investing_primary_activity) },
          ...(saved.is_investing_primary_activity
            ? []
            : [{ label: 'Nature of activity', value: saved.nature_of_activity }]),
        ]}
      />
    </SummarySection>
  );
}

const tfn = (hasNot: boolean, masked: string) => (hasNot ? 'Not provided' : masked);

export function TaxDetailsSection({ account, canEdit }: SectionProps) {
  const corporate = takesAcn(account.type, account.trustee);
  const individual = useIndividualTax(account.id);
  const company = useCorporateTax(account.id, corporate);
  return (
    <SummarySection
      title="Tax details"
      editHref={canEdit ? paths.accounts.forms.tax.getHref({ accountId: account.id }) : null}
    >
      <Typography component="h3" variant="subtitle1">
        Your tax details
      </Typography>
      <SavedDetails
        query={individual}
        label="Loading your tax details"
        items={(saved) => [
          { label: 'Tax file number', value: tfn(saved.has_not_tfn, saved.tfn_masked) },
          { label: 'Australian tax resident', value: yesNo(saved.is_australian_tax_resident) },
          { label: 'Tax resident of another country', value: yesNo(saved.is_other_country_tax_resident) },
          ...(saved.is_other_country_tax_resident
            ? [
                { label: 'Country of residence', value: saved.country_of_residence },
                { label: 'TIN', value: saved.tin },
              ]
            : []),
        ]}
      />
      {corporate && (
        <>
          <Typography component="h3" variant="subtitle1">
            {account.type === AccountType.company ? 'Company tax details' : 'Trust tax details'}
          </Typography>
          <SavedDetails
            query={company}
            label="Loading the corporate tax details"
            items={(saved) => [
              { label: 'Tax file number', value: tfn(saved.has_not_tfn, saved.tfn_masked) },
              { label: 'ABN', value: saved.abn ? formatAbn(saved.abn) : '' },
              { label: 'Category', value: saved.category_display },
              { label: 'Foreign entity', value: yesNo(saved.is_foreign_entity) },
              ...(saved.is_foreign_entity
                ? [
                    { label: 'Country', value: saved.country },
                    { label: 'TIN', value: saved.tin },
                  ]
                : []),
            ]}
          />
        </>
      )}
    </SummarySection>
  );
}
