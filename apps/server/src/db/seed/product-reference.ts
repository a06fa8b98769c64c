import type { ProductKey } from '@portal/contract';
import referenceFile from '../../data/reference-data.example.json' with { type: 'json' };
import { ProductReferenceService } from '../../modules/product-reference/index.js';
import type { Database } from '../client.js';

/**
 * The example reference file (data/reference-data.example.json, the one the product-reference
 * README documents), through the import the operator uses: loan note types, what each demo
 * application offers, the allocation's categories and options, sources of funds, accounting
 * methods and the industry classification. Only into empty reference data: a demo database whose
 * operator imported their own file keeps it.
 */
export async function seedProductReference(db: Database, tenants: ReadonlyMap<ProductKey, number>): Promise<void> {
  const applications = [...tenants].map(([product_key, id]) => ({ id, product_key }));
  const reference = new ProductReferenceService(db, {
    list: () => applications,
    forProduct: (productKey) => applications.find((a) => a.product_key === productKey),
    get: (id) => applications.find((a) => a.id === id) ?? applications.find((a) => a.product_key === 'ipm'),
  });
  if (await reference.isEmpty()) await reference.importFile(referenceFile);
}
