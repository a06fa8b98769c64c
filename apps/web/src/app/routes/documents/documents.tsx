import Typography from '@mui/material/Typography';
import { DocumentsScreen } from '../../../features/documents/components/documents-screen';

/** Spec 3 §2.6. */
export function DocumentsRoute() {
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        Documents
      </Typography>
      <DocumentsScreen />
    </>
  );
}
