import type { CurrentApplication } from '@portal/contract';

/** The tab shows the tenant's name and favicon; index.html starts neutral on purpose. */
export function applyDocumentBranding(tenant: CurrentApplication): void {
  document.title = tenant.configuration.name;
  const { favicon } = tenant.configuration;
  if (!favicon) return;
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = favicon;
}
