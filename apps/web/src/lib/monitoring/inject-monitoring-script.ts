const MARKER = 'data-monitoring-script';

/**
 * Adds the monitoring script to the page, once: a second call (StrictMode's double effects, a
 * later tenant) finds it there and adds nothing, since a loaded script cannot be taken back.
 */
export function injectMonitoringScript(url: string): void {
  if (document.head.querySelector(`script[${MARKER}]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = url;
  script.setAttribute(MARKER, '');
  document.head.appendChild(script);
}
