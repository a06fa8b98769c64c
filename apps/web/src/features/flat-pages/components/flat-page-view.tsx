import { formatDate } from '@portal/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFlatPage } from '../../../components/flat-pages/get-flat-page';
import { MarkdownContent } from '../../../components/flat-pages/markdown-content';
import { PageSpinner } from '../../../components/ui/page-spinner';

/**
 * One flat page as a screen: its title, when it last changed, and its Markdown. A slug with no
 * page is the page-not-found screen (the global error handling of a 404).
 */
export function FlatPageView({ slug, children }: { slug: string; children?: ReactNode }) {
  const page = useFlatPage(slug);
  if (page.isPending) return <PageSpinner label="Loading the page" />;
  if (page.isError) return null;
  return (
    <Box component="article" sx={{ maxWidth: 760 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {page.data.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Last updated {formatDate(page.data.updated)}
      </Typography>
      <MarkdownContent>{page.data.content}</MarkdownContent>
      {children}
    </Box>
  );
}
