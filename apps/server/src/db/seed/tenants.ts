import { eq } from 'drizzle-orm';
import type { ApplicationConfiguration, ProductKey } from '@portal/contract';
import type { Database } from '../client.js';
import { tenants } from '../schema/index.js';
import { DEFAULT_APPLICATION_SETTINGS } from '@portal/contract';

interface DemoTenant {
  productKey: ProductKey;
  hosts: string[];
  isDefault: boolean;
  configuration: ApplicationConfiguration;
}

const ALL_MODULES = [
  'dashboard',
  'documents',
  'reports',
  'rebalance',
  'advisor',
  'accounts',
  'products',
  'notifications',
];

export const DEMO_TENANTS: DemoTenant[] = [
  {
    productKey: 'ipm',
    hosts: ['localhost', '127.0.0.1'],
    isDefault: true,
    configuration: {
      name: 'Private Portfolio',
      logo: '/brands/ipm/logo.svg',
      favicon: '/brands/ipm/favicon.svg',
      color_schema: {
        primary: '#0b3d5c',
        primary_text: '#ffffff',
        secondary: '#b8914a',
        secondary_text: '#111111',
        background: '#f4f6f8',
        surface: '#ffffff',
        text: '#1a2733',
      },
      support_email: 'support@privateportfolio.example.com',
      modules: ALL_MODULES,
      settings: DEFAULT_APPLICATION_SETTINGS,
    },
  },
  {
    productKey: 'icf',
    hosts: ['icf.localhost'],
    isDefault: false,
    configuration: {
      name: 'Harbour Loan Notes',
      logo: '/brands/icf/logo.svg',
      favicon: '/brands/icf/favicon.svg',
      color_schema: {
        primary: '#17694d',
        primary_text: '#ffffff',
        // A deliberately weak pair (white on amber): the theme swaps in a readable text colour
        // and the server warns at start, which is what a real tenant's mistake would look like.
        secondary: '#f2c14e',
        secondary_text: '#ffffff',
        background: '#f6f8f5',
        surface: '#ffffff',
        text: '#1c2b24',
      },
      support_email: 'help@harbournotes.example.com',
      modules: ['accounts', 'products', 'documents', 'notifications'],
      settings: { ...DEFAULT_APPLICATION_SETTINGS, loan_note_minimum_cents: 10_000_000 },
    },
  },
];

export async function seedTenants(db: Database): Promise<Map<ProductKey, number>> {
  const ids = new Map<ProductKey, number>();
  for (const app of DEMO_TENANTS) {
    const [existing] = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.productKey, app.productKey))
      .limit(1);
    if (existing) {
      ids.set(app.productKey, existing.id);
      continue;
    }
    const [row] = await db.insert(tenants).values(app).returning({ id: tenants.id });
    ids.set(app.productKey, row!.id);
  }
  return ids;
}
