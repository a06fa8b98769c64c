import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { BrandMark } from './brand-mark';

/** Logged-out pages: one centred card under the tenant's logo and name. */
export function AuthLayout({ children }: { children?: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: 4 }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <BrandMark size={48} variant="h5" />
        </Box>
        {children ?? <Outlet />}
      </Paper>
    </Box>
  );
}
