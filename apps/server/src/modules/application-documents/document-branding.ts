import type { ApplicationConfiguration } from '@portal/contract';

/**
 * The company application's brand as the generated documents carry it: its name in the header
 * and footer, its primary colour on the bands and headings, its logo (PNG or JPEG) when one is
 * at hand. The tenant's configuration names its logo by URL; whoever renders reads the file.
 */
export interface DocumentBranding {
  applicationName: string;
  /** '#RRGGBB' */
  primaryColor: string;
  logo: Buffer | null;
}

/** The brand of a tenant's configuration, with the logo's bytes when the caller has them. */
export function brandingOf(configuration: ApplicationConfiguration, logo: Buffer | null = null): DocumentBranding {
  return { applicationName: configuration.name, primaryColor: configuration.color_schema.primary, logo };
}
