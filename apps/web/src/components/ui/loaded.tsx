import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { Messages } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A part of a page once its data has come: a spinner named `label` before, the usual message on failure. */
export function Loaded<T>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <CircularProgress size={24} role="status" aria-label={label} />;
  if (query.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  return <>{children(query.data)}</>;
}
