import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IdentityReviewFileKindLabel, type IdentityReviewFile } from '@portal/contract';
import { useIdentityReviewFile } from '../api/get-identity-review-file';

/** What the document is, as its alt text and link name say it: "Primary document: licence.png". */
export function documentName(file: IdentityReviewFile): string {
  return `${IdentityReviewFileKindLabel[file.kind]}: ${file.file_name}`;
}

/** One uploaded document: an image inline, a PDF embedded with a link to open it. */
export function ReviewDocument({ file }: { file: IdentityReviewFile }) {
  const { objectUrl, failed } = useIdentityReviewFile(file.url, file.content_type);
  const name = documentName(file);
  return (
    <Stack spacing={1} component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        {name}
      </Typography>
      {failed ? (
        <Alert severity="error">This document could not be loaded.</Alert>
      ) : !objectUrl ? (
        <CircularProgress size={24} role="status" aria-label={`Loading ${name}`} />
      ) : file.content_type.startsWith('image/') ? (
        <Box
          component="img"
          src={objectUrl}
          alt={name}
          sx={{ maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : (
        <>
          <Box
            component="object"
            data={objectUrl}
            type={file.content_type}
            aria-label={name}
            sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider' }}
          />
          <Link href={objectUrl} target="_blank" rel="noopener">
            Open {name}
          </Link>
        </>
      )}
    </Stack>
  );
}
