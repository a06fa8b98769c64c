import {
  AccountProductMessages,
  AccountStatus,
  DEFAULT_ACCOUNTING_METHOD,
  formatNoteTerm,
  formatScaledInteger,
  IndustryLevel,
  isAtCallNote,
  noteInterestFrequency,
  ProductKey,
  ReferenceFileMessages,
  referenceFileProblems,
  referenceFileSchema,
  toScaledInteger,
  type AccountingMethod,
  type AssetAllocationCategory,
  type CompanyApplicationSummary,
  type IndustryClassification,
  type NoteType,
  type ReferenceFile,
  type ReferenceImportPreview,
  type ReferenceImportResult,
  type SourceOfFunds,
  type TailoredLabel,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { LoanNoteTypeRow } from '../../db/schema/index.js';
import { accountChangeRefused, FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { addAccountProduct, findMemberAccount } from '../accounts/index.js';
import {
  activeAccountingMethods,
  activeCategories,
  activeIndustries,
  activeNoteTypesOf,
  activeSourcesOfFunds,
  allNoteTypes,
  allOffers,
  isEmpty,
  lockForReplace,
  noCounts,
  productsOf,
  pruneEntries,
  replaceApplicationOffers,
  upsertEntries,
  type SectionCounts,
} from './product-reference.repository.js';

/**
 * The company applications the file names, as the tenants module knows them (`app.tenants`
 * answers this; the seed passes the ones it made).
 */
export interface ApplicationDirectory {
  list(): CompanyApplicationSummary[];
  /** The application serving a product: the default one when several do. */
  forProduct(productKey: string): { id: number } | undefined;
  /** An account's application; accounts without one belong to the default application. */
  get(id: number | null): { id: number } | undefined;
}

/** Rates and shares at their column's scale, so that an unchanged entry compares equal. */
const decimal = (value: string, scale: number) => formatScaledInteger(toScaledInteger(value, scale), scale);

function toNoteType(row: LoanNoteTypeRow): NoteType {
  const term = { term: row.term, term_unit: row.termUnit };
  return {
    id: row.id,
    key: row.key,
    term: row.term,
    term_unit: row.termUnit,
    interest_type: row.interestType,
    interest_rate: row.interestRate,
    active: row.active,
    label: formatNoteTerm(term),
    interest_frequency: noteInterestFrequency(term),
    is_at_call: isAtCallNote(term),
  };
}

/** Thrown at the end of a preview's transaction so that it rolls back. */
class PreviewOnly extends Error {}

/** A list of the wire's envelope: reference lists come whole. */
function whole<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}

/**
 * The products' reference data: read by the screens (the active entries), replaced whole by the
 * operator's reference file. Every id stays the same across imports for as long as its key does.
 */
export class ProductReferenceService {
  constructor(
    private readonly db: Database,
    private readonly applications: ApplicationDirectory,
  ) {}

  async isEmpty(): Promise<boolean> {
    return isEmpty(this.db);
  }

  /**
   * Checks the whole file first (a 400 naming each bad entry by its path, nothing written), then
   * replaces every section in one transaction. An entry the file drops is deleted, or deactivated
   * while something refers to it (a loan note to its type, a policy to its industry).
   */
  async importFile(input: unknown): Promise<ReferenceImportResult> {
    const sections = await this.replaceAll(input, false);
    return {
      sections: Object.fromEntries(
        Object.entries(sections).map(([name, { keys: _keys, ...counts }]) => [name, counts]),
      ),
    };
  }

  /**
   * What importing the file would do, section by section (the keys added, changed and removed),
   * with nothing written: the same import, in a transaction rolled back at its end. A bad file
   * answers the import's 400.
   */
  async previewFile(input: unknown): Promise<ReferenceImportPreview> {
    const sections = await this.replaceAll(input, true);
    return {
      sections: Object.fromEntries(
        Object.entries(sections).map(([name, c]) => [
          name,
          { added: c.keys.added, updated: c.keys.updated, unchanged: c.unchanged, removed: c.keys.removed },
        ]),
      ),
    };
  }

  private async replaceAll(input: unknown, dryRun: boolean): Promise<Record<string, SectionCounts>> {
    const parsed = referenceFileSchema.safeParse(input);
    if (!parsed.success) {
      // Problems of the file as a whole (not an object, a section it does not know) go above the fields.
      const { '': whole = [], ...fields } = referenceFileProblems(parsed.error.issues);
      throw new FieldValidationError(fields, [...whole, ReferenceFileMessages.nothingImported]);
    }
    const file = parsed.data;
    const tenantIds = this.resolveApplications(file);

    const sections = {
      note_types: noCounts(),
      applications: noCounts(),
      asset_allocation_categories: noCounts(),
      investment_options: noCounts(),
      sources_of_funds: noCounts(),
      accounting_methods: noCounts(),
      industries: noCounts(),
    };
    const write = this.db.transaction(async (tx) => {
      await lockForReplace(tx);
      const noteTypeIds = await upsertEntries(
        tx,
        'noteTypes',
        file.note_types.map((n, position) => ({
          key: n.key,
          term: n.term,
          termUnit: n.term_unit,
          interestType: n.interest_type,
          interestRate: decimal(n.interest_rate, 3),
          active: n.active,
          position,
        })),
        sections.note_types,
      );
      await replaceApplicationOffers(
        tx,
        file.applications.map((a, i) => ({
          tenantId: tenantIds[i]!,
          products: a.products,
          noteTypeIds: a.note_types.map((key) => noteTypeIds.get(key)!),
        })),
        sections.applications,
      );
      await pruneEntries(tx, 'noteTypes', new Set(noteTypeIds.keys()), sections.note_types);

      const categoryIds = await upsertEntries(
        tx,
        'categories',
        file.asset_allocation_categories.map((c, position) => ({
          key: c.key,
          name: c.name,
          color: c.color.toLowerCase(),
          active: true,
          position,
        })),
        sections.asset_allocation_categories,
      );
      const options = file.asset_allocation_categories.flatMap((c) =>
        c.investment_options.map((o) => ({ ...o, categoryId: categoryIds.get(c.key)! })),
      );
      const optionIds = await upsertEntries(
        tx,
        'options',
        options.map((o, position) => ({
          key: o.key,
          categoryId: o.categoryId,
          name: o.name,
          color: o.color.toLowerCase(),
          minValue: decimal(o.min_value, 2),
          isCustomStrategiesAvailable: o.is_custom_strategies_available,
          tailoredLabel: o.tailored_label,
          portfolioManagementFee: o.portfolio_management_fee === null ? null : decimal(o.portfolio_management_fee, 4),
          investmentManagementFee:
            o.investment_management_fee === null ? null : decimal(o.investment_management_fee, 4),
          active: true,
          position,
        })),
        sections.investment_options,
      );
      await pruneEntries(tx, 'options', new Set(optionIds.keys()), sections.investment_options);
      await pruneEntries(tx, 'categories', new Set(categoryIds.keys()), sections.asset_allocation_categories);

      const sourceIds = await upsertEntries(
        tx,
        'sources',
        file.sources_of_funds.map((s, position) => ({
          key: s.key,
          name: s.name,
          isOther: s.is_other,
          active: true,
          position,
        })),
        sections.sources_of_funds,
      );
      await pruneEntries(tx, 'sources', new Set(sourceIds.keys()), sections.sources_of_funds);

      const methodIds = await upsertEntries(
        tx,
        'methods',
        file.accounting_methods.map((m, position) => ({
          key: m.key,
          name: m.name,
          description: m.description,
          active: true,
          position,
        })),
        sections.accounting_methods,
      );
      await pruneEntries(tx, 'methods', new Set(methodIds.keys()), sections.accounting_methods);

      await this.replaceIndustries(tx, file, sections.industries);
      if (dryRun) throw new PreviewOnly();
    });
    await write.catch((error: unknown) => {
      if (!(error instanceof PreviewOnly)) throw error;
    });
    return sections;
  }

  /** The reference data as a file: what GET /api/operator/reference/ answers, ready to edit and import again. */
  async exportFile(): Promise<ReferenceFile> {
    const [noteTypes, offers, categories, sources, methods, industries] = await Promise.all([
      allNoteTypes(this.db),
      allOffers(this.db),
      activeCategories(this.db),
      activeSourcesOfFunds(this.db),
      activeAccountingMethods(this.db),
      activeIndustries(this.db),
    ]);
    const childrenOf = (parentId: number | null) => industries.filter((n) => n.parentId === parentId);
    const node = (n: { code: string; name: string }) => ({ code: n.code, name: n.name });
    return {
      note_types: noteTypes.map((n) => ({
        key: n.key,
        term: n.term,
        term_unit: n.termUnit,
        interest_type: n.interestType,
        interest_rate: n.interestRate,
        active: n.active,
      })),
      applications: offers.map((o) => ({
        application: this.nameOf(o.tenantId),
        products: o.products.filter((p) => p !== ProductKey.viv) as Array<'icf' | 'ipm'>,
        note_types: o.noteTypeKeys,
      })),
      asset_allocation_categories: categories.map((c) => ({
        key: c.key,
        name: c.name,
        color: c.color,
        investment_options: c.options.map((o) => ({
          key: o.key,
          name: o.name,
          color: o.color,
          min_value: o.minValue,
          is_custom_strategies_available: o.isCustomStrategiesAvailable,
          tailored_label: o.tailoredLabel,
          portfolio_management_fee: o.portfolioManagementFee,
          investment_management_fee: o.investmentManagementFee,
        })),
      })),
      sources_of_funds: sources.map((s) => ({ key: s.key, name: s.name, is_other: s.isOther })),
      accounting_methods: methods.map((m) => ({ key: m.key, name: m.name, description: m.description })),
      sectors: childrenOf(null).map((s) => ({
        ...node(s),
        industry_groups: childrenOf(s.id).map((g) => ({
          ...node(g),
          industries: childrenOf(g.id).map((i) => ({
            ...node(i),
            sub_industries: childrenOf(i.id).map(node),
          })),
        })),
      })),
    };
  }

  // What the screens read

  /** The active note types of the account's application (GET /api/ipm/note-types/?account=); 404 for an account not the person's. */
  async noteTypesForAccount(userId: number, accountId: number) {
    const found = await findMemberAccount(this.db, userId, accountId);
    if (!found) throw notFound();
    const application = this.applications.get(found.account.tenantId);
    const rows = application ? await activeNoteTypesOf(this.db, application.id) : [];
    return whole(rows.map(toNoteType));
  }

  async productsOf(tenantId: number) {
    return productsOf(this.db, tenantId);
  }

  /**
   * POST /api/accounts/{id}/products/: the account's primary user applies for a product its
   * application offers; the product is added (once) and its application screens follow. 404 for an
   * account not the person's, 403 for a member other than the primary user.
   */
  async chooseProduct(userId: number, accountId: number, product: ProductKey): Promise<void> {
    const found = await findMemberAccount(this.db, userId, accountId);
    if (!found) throw notFound();
    if (found.role !== 'primary') throw accountChangeRefused(AccountProductMessages.primaryOnly);
    if (found.account.status === AccountStatus.inactive)
      throw FieldValidationError.nonField(AccountProductMessages.accountClosed);
    const application = this.applications.get(found.account.tenantId);
    const offered = application ? await productsOf(this.db, application.id) : [];
    if (!offered.includes(product)) throw FieldValidationError.field('product', AccountProductMessages.notOffered);
    await addAccountProduct(this.db, accountId, product);
  }

  async sourcesOfFunds() {
    const rows = await activeSourcesOfFunds(this.db);
    return whole(rows.map((r): SourceOfFunds => ({ id: r.id, key: r.key, name: r.name, is_other: r.isOther })));
  }

  async accountingMethods() {
    const rows = await activeAccountingMethods(this.db);
    return whole(
      rows.map((r): AccountingMethod => ({
        id: r.id,
        key: r.key,
        name: r.name,
        description: r.description,
        is_default: r.key === DEFAULT_ACCOUNTING_METHOD,
      })),
    );
  }

  async assetAllocationCategories() {
    const rows = await activeCategories(this.db);
    return whole(
      rows.map((c): AssetAllocationCategory => ({
        id: c.id,
        key: c.key,
        name: c.name,
        color: c.color,
        investment_options: c.options.map((o) => ({
          id: o.id,
          key: o.key,
          name: o.name,
          color: o.color,
          min_value: o.minValue,
          is_custom_strategies_available: o.isCustomStrategiesAvailable,
          tailored_label: o.tailoredLabel,
          portfolio_management_fee: o.portfolioManagementFee,
          investment_management_fee: o.investmentManagementFee,
        })),
      })),
    );
  }

  async tailoredLabels() {
    const rows = await activeCategories(this.db);
    return whole(
      rows.flatMap((c) =>
        c.options
          .filter((o) => o.tailoredLabel !== null)
          .map((o): TailoredLabel => ({
            investment_option: o.id,
            key: o.key,
            name: o.name,
            tailored_label: o.tailoredLabel!,
          })),
      ),
    );
  }

  /** The classification in tree order: each node followed by its children. */
  async industries() {
    const rows = await activeIndustries(this.db);
    const ordered: IndustryClassification[] = [];
    const hasChildren = new Set(rows.map((r) => r.parentId));
    const visit = (parentId: number | null) => {
      for (const r of rows.filter((n) => n.parentId === parentId)) {
        ordered.push({
          id: r.id,
          code: r.code,
          name: r.name,
          level: r.level,
          parent: r.parentId,
          is_leaf: r.level === IndustryLevel.sub_industry || !hasChildren.has(r.id),
        });
        visit(r.id);
      }
    };
    visit(null);
    return whole(ordered);
  }

  // The import's parts

  /** Each `applications[i].application` as an id; a 400 naming the entries that name none. */
  private resolveApplications(file: ReferenceFile): number[] {
    const known = new Set(this.applications.list().map((a) => a.id));
    const problems: Record<string, string[]> = {};
    const ids = file.applications.map((entry, i) => {
      const id =
        typeof entry.application === 'number'
          ? known.has(entry.application)
            ? entry.application
            : undefined
          : this.applications.forProduct(entry.application)?.id;
      if (id === undefined)
        problems[`applications[${i}].application`] = [ReferenceFileMessages.unknownApplication(entry.application)];
      return id ?? 0;
    });
    if (Object.keys(problems).length > 0)
      throw new FieldValidationError(problems, [ReferenceFileMessages.nothingImported]);
    const repeated = ids.findIndex((id, i) => ids.indexOf(id) !== i);
    if (repeated !== -1)
      throw new FieldValidationError(
        {
          [`applications[${repeated}].application`]: [
            ReferenceFileMessages.repeatedApplication(String(file.applications[repeated]!.application)),
          ],
        },
        [ReferenceFileMessages.nothingImported],
      );
    return ids;
  }

  /** How the export names an application: its product key when that finds it, else its id. */
  private nameOf(tenantId: number): number | ProductKey {
    const product = this.applications.list().find((a) => a.id === tenantId)?.product_key;
    return product && this.applications.forProduct(product)?.id === tenantId ? product : tenantId;
  }

  /** Sectors, then groups, then industries, then sub-industries, each under its parent's id. */
  private async replaceIndustries(tx: Database, file: ReferenceFile, counts: SectionCounts): Promise<void> {
    type Node = { code: string; name: string; parentCode: string | null; position: number };
    const levels: Array<[IndustryLevel, Node[]]> = [
      [IndustryLevel.sector, file.sectors.map((s, position) => ({ ...s, parentCode: null, position }))],
      [
        IndustryLevel.industry_group,
        file.sectors.flatMap((s) => s.industry_groups.map((g, position) => ({ ...g, parentCode: s.code, position }))),
      ],
      [
        IndustryLevel.industry,
        file.sectors.flatMap((s) =>
          s.industry_groups.flatMap((g) => g.industries.map((n, position) => ({ ...n, parentCode: g.code, position }))),
        ),
      ],
      [
        IndustryLevel.sub_industry,
        file.sectors.flatMap((s) =>
          s.industry_groups.flatMap((g) =>
            g.industries.flatMap((n) =>
              n.sub_industries.map((u, position) => ({ ...u, parentCode: n.code, position })),
            ),
          ),
        ),
      ],
    ];
    const ids = new Map<string, number>();
    for (const [level, nodes] of levels) {
      const written = await upsertEntries(
        tx,
        'industries',
        nodes.map((n) => ({
          code: n.code,
          name: n.name,
          level,
          parentId: n.parentCode === null ? null : ids.get(n.parentCode)!,
          active: true,
          position: n.position,
        })),
        counts,
      );
      for (const [code, id] of written) ids.set(code, id);
    }
    await pruneEntries(tx, 'industries', new Set(ids.keys()), counts);
  }
}
