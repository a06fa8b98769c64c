import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';

/**
 * Inside a form whose Preview must come before sending: a preview stops counting once the form
 * changes, so sending waits for a new one (`setPreview` is given null).
 */
export function ForgetPreviewOnChange({ setPreview }: { setPreview: (preview: null) => void }) {
  const values = useWatch();
  const key = JSON.stringify(values);
  useEffect(() => {
    setPreview(null);
  }, [key, setPreview]);
  return null;
}
