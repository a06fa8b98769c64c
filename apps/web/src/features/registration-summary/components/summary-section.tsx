import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailList, type DetailItem } from '../../../components/ui/detail-list';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

/**
 * One section of the summary (spec 2 §2 Registration summary): its heading, and for the primary
 * user an "Edit" link to the form that changes it (spec 2 §6). The link reads "Edit" on screen
 * and "Edit <section>" to a screen reader, so the page's many Edit links can be told apart.
 */
export function SummarySection({
  title,
  editHref,
  children,
}: {
  title: string;
  /** Given only when the signed-in person may change this part. */
  editHref?: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <PageSection
      title={title}
      action={
        editHref ? (
          <Link component={RouterLink} to={editHref}>
            {'Edit '}
            <Box component="span" sx={visuallyHidden}>
              {title.toLowerCase()}
            </Box>
          </Link>
        ) : undefined
      }
    >
      {children}
    </PageSection>
  );
}

/** What a section shows for a part nobody has filled in yet. */
export const notGiven = <Typography color="text.secondary">Not given yet.</Typography>;

/** A saved part as label and value pairs, or "Not given yet." while there is none. */
export function SavedDetails<T>({
  query,
  label,
  items,
}: {
  query: UseQueryResult<T | null>;
  label: string;
  items: (saved: T) => DetailItem[];
}) {
  return (
    <Loaded query={query} label={label}>
      {(saved) => (saved === null ? notGiven : <DetailList items={items(saved)} />)}
    </Loaded>
  );
}
