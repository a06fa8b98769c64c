import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import {
  accountProductLabel,
  ConsentKey,
  ConsentWording,
  CONSENTS_VERSION,
  formatDate,
  type ApplicationSubmission,
} from '@portal/contract';
import { DetailList } from '../../../components/ui/detail-list';
import { PageSection } from '../../../components/ui/page-section';

/**
 * The application as it was submitted (issue #22: the loan note application summary "as
 * submitted"): who submitted it and when, the products it applied for, and the declarations they
 * agreed to, word for word. The wording of an older version is not kept in the browser, so it is
 * named by its version instead.
 */
export function SubmittedApplication({ submission }: { submission: ApplicationSubmission }) {
  return (
    <PageSection title="Submitted application">
      <DetailList
        items={[
          { label: 'Submitted on', value: formatDate(submission.submitted_at) },
          { label: 'Submitted by', value: submission.submitted_by.full_name },
          { label: 'Products applied for', value: submission.products.map(accountProductLabel).join(', ') },
        ]}
      />
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        Declarations agreed to
      </Typography>
      {submission.consents_version === CONSENTS_VERSION ? (
        <List dense aria-label="Declarations agreed to">
          {Object.values(ConsentKey)
            .filter((key) => submission.consents.includes(key))
            .map((key) => (
              <ListItem key={key} sx={{ display: 'list-item', listStyleType: 'disc', ml: 3 }}>
                {ConsentWording[key]}
              </ListItem>
            ))}
        </List>
      ) : (
        <Typography>The declarations of version {submission.consents_version}.</Typography>
      )}
    </PageSection>
  );
}
