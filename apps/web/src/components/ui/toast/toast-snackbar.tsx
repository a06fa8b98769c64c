import { TOAST_DURATION_MS } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { Toast } from '../../../lib/toasts';

/** One toast on screen. Errors are announced as alerts, the rest politely. */
export function ToastSnackbar({
  toast,
  open,
  onClose,
  onExited,
}: {
  toast: Toast;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        onClose={onClose}
        role={toast.severity === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
