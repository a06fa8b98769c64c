import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FeedUploadForm } from '../../../features/back-office-feeds/components/feed-upload-form';
import { ImportAttemptsQueue } from '../../../features/back-office-feeds/components/import-attempts-queue';

/** /back-office/imports/: upload a feed file (checked only, or imported), then the history of uploads. */
export function ImportsRoute() {
  return (
    <Stack spacing={4}>
      <Typography component="h1" variant="h4">
        Data feeds
      </Typography>
      <FeedUploadForm />
      <ImportAttemptsQueue />
    </Stack>
  );
}
