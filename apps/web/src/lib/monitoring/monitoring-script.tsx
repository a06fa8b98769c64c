import { useEffect } from 'react';
import { useSession } from '../session';
import { useConstanceConfigQuery } from './get-constance-config';
import { injectMonitoringScript } from './inject-monitoring-script';

/**
 * The provider's browser monitoring script for this application (document 1 §7 "may inject a
 * monitoring script"): asked for beside the branding, never in its way, and loaded only when the
 * answer names one. Renders nothing.
 */
export function MonitoringScript() {
  const { tenantId } = useSession();
  const url = useConstanceConfigQuery(tenantId).data?.monitoring_script_url ?? null;
  useEffect(() => {
    if (url) injectMonitoringScript(url);
  }, [url]);
  return null;
}
