import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The frame of the sign-up and login forms: a centred card with the page's heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    // The hall theme comes from the themed layout route; the card keeps its rounder corners.
    <Paper
      component="section"
      elevation={2}
      sx={{ maxWidth: 440, mx: 'auto', my: { xs: 2, sm: 4 }, p: { xs: 2.5, sm: 4 }, borderRadius: '10px' }}
    >
      <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 700, color: 'primary.dark' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
