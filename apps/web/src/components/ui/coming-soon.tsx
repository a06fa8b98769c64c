import Typography from '@mui/material/Typography';

/**
 * The body of a screen a later issue builds. The sentence is fixed: the lead finds the screens
 * still to do by searching for it.
 */
export const COMING_SOON = 'This screen is coming soon.';

export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography>{COMING_SOON}</Typography>
    </>
  );
}
