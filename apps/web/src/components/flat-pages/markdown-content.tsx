import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Markdown, { type Components } from 'react-markdown';

/**
 * Stored Markdown (flat pages) as the theme's typography. Raw HTML in the source is dropped
 * (`skipHtml`) and link targets go through react-markdown's URL filter, so a page cannot run
 * script; nothing is inserted as HTML. Headings start at level 2: the screen or dialog title is
 * the page's level 1.
 */
const components: Components = {
  h1: ({ children }) => (
    <Typography component="h2" variant="h5" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  ),
  h2: ({ children }) => (
    <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography component="h3" variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => <Typography sx={{ mb: 1.5 }}>{children}</Typography>,
  ul: ({ children }) => (
    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 1.5 }}>
      {children}
    </Box>
  ),
  ol: ({ children }) => (
    <Box component="ol" sx={{ pl: 3, mt: 0, mb: 1.5 }}>
      {children}
    </Box>
  ),
  li: ({ children }) => (
    <Typography component="li" sx={{ mb: 0.5 }}>
      {children}
    </Typography>
  ),
  // Links leave the portal in a new tab, so a half-read form or page is not lost.
  a: ({ href, children }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  ),
  img: () => null,
};

export function MarkdownContent({ children }: { children: string }) {
  return (
    <Markdown skipHtml components={components}>
      {children}
    </Markdown>
  );
}
