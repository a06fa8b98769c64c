import { AccountType, UnfilledAccountField, UnfilledAccountFieldLabel, takesAcn, type Account } from '@portal/contract';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSection } from '../../../components/ui/page-section';
import { detailFormHref } from '../detail-forms';

/** A part of the account page: the account's parts it holds, each opened by the same form. */
interface SectionOfParts {
  title: string;
  parts: readonly UnfilledAccountField[];
}

/** 'individual tax details' -> 'Individual tax details': the labels are written to sit inside a sentence. */
export function asHeading(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The sections of spec 2 §2 after the people, in the fill-in order. The people, beneficial
 * owners, bank accounts, portfolio and statement have sections of their own.
 */
function sectionsOf(account: Account): SectionOfParts[] {
  const corporateTrustee = takesAcn(account.type, account.trustee) && account.type !== AccountType.company;
  return [
    { title: 'Tax details', parts: [UnfilledAccountField.individual_tax, UnfilledAccountField.corporate_tax] },
    {
      title: corporateTrustee ? 'Corporate trustee details' : 'Company details',
      parts: [UnfilledAccountField.corporate_account_details],
    },
    { title: 'Trust details', parts: [UnfilledAccountField.trust] },
    { title: 'Signing authority', parts: [UnfilledAccountField.signing_authority] },
    // Spec 2 §2: documents only for an SMSF or a trust; certificates for a wholesale investor.
    { title: 'Trust deeds', parts: [UnfilledAccountField.deed_attachments] },
    { title: 'Wholesale investor certificates', parts: [UnfilledAccountField.certificates] },
  ];
}

/** The people's parts (joint holders, directors, trustees): the people section's tag and pencil. */
export const PEOPLE_PARTS = [
  UnfilledAccountField.secondary_users,
  UnfilledAccountField.directors,
  UnfilledAccountField.trustee_details,
] as const;

/**
 * A section's 'Missing' tag when any of its parts the account takes is still missing, and its
 * edit pencil to the parts' form when the viewer may change the account (`can_edit_details`).
 * Nothing when the account takes none of the parts.
 */
export function SectionTagAndPencil({
  account,
  title,
  parts,
}: {
  account: Account;
  title: string;
  parts: readonly UnfilledAccountField[];
}): ReactNode {
  const taken = parts.filter((part) => account.required_fields_for_account_type.includes(part));
  if (taken.length === 0) return null;
  const missing = taken.some((part) => account.unfilled_fields.includes(part));
  const href = account.can_edit_details ? detailFormHref(taken[0]!, account.id) : null;
  if (!missing && !href) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      {missing && <Chip size="small" color="warning" label="Missing" />}
      {href && (
        <IconButton component={RouterLink} to={href} aria-label={`Edit ${title.toLowerCase()}`} size="small">
          <EditOutlined fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}

/** The account type's own sections, each with what it holds given or missing. */
export function AccountSections({ account }: { account: Account }) {
  return sectionsOf(account)
    .map((section) => ({
      ...section,
      parts: section.parts.filter((part) => account.required_fields_for_account_type.includes(part)),
    }))
    .filter((section) => section.parts.length > 0)
    .map((section) => (
      <PageSection
        key={section.title}
        title={section.title}
        action={<SectionTagAndPencil account={account} title={section.title} parts={section.parts} />}
      >
        <List disablePadding dense>
          {section.parts.map((part) => (
            <ListItem key={part} disableGutters>
              <ListItemText
                primary={asHeading(UnfilledAccountFieldLabel[part])}
                secondary={account.unfilled_fields.includes(part) ? 'Not given yet' : 'Given'}
              />
            </ListItem>
          ))}
        </List>
      </PageSection>
    ));
}
