import { Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { useLegalPages } from '../api/get-flat-pages';

/** /account/legal/: the brand's legal documents, each opening its own page. */
export function LegalPagesList() {
  const pages = useLegalPages();
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        Legal
      </Typography>
      {pages.isPending ? (
        <PageSpinner label="Loading the legal documents" />
      ) : pages.isError ? (
        <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>
      ) : pages.data.length === 0 ? (
        <Typography>There are no legal documents yet.</Typography>
      ) : (
        <Paper sx={{ maxWidth: 640 }}>
          <List aria-label="Legal documents">
            {pages.data.map((page) => (
              // A list holds list items; the link is inside its item.
              <ListItem key={page.slug} disablePadding>
                <ListItemButton component={RouterLink} to={paths.account.legalPage.getHref({ slug: page.slug })}>
                  <ListItemText primary={page.title} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
