import {
  ADVISOR_PHOTO_MAX_BYTES,
  Messages,
  type ClientConfiguration,
  type OperatorAdvisor,
  type OperatorAdvisorAssignment,
  type OperatorAdvisorCreate,
  type OperatorAdvisorRequest,
  type OperatorAdvisorUpdate,
  type OperatorClientConfigurationUpdate,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { AdvisorRow, TenantRow, NewAdvisorRow } from '../../db/schema/index.js';
import { detectContentType } from '../../platform/files/content-type.js';
import type { FileStorage } from '../../platform/files/file-storage.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { newSecret } from '../../platform/secrets.js';
import {
  accountCodesByAdvisor,
  accountIdsOfUserEmail,
  assignAdvisor,
  findAccountByCode,
  findAdvisor,
  insertAdvisor,
  listAdvisors,
  listClientRequests,
  unassignAdvisor,
  updateAdvisor,
  upsertClientServiceSettings,
} from './advisors.repository.js';
import { loginsOfAdvisors } from './advisor-logins.repository.js';
import { clientConfiguration } from './client-configuration.js';

/**
 * What the provider's staff do (`npm run admin -- advisors ...`, `configuration ...`): enter
 * advisors with their photos, assign them to accounts, set each brand's booking team and
 * disclaimer, and read what clients sent.
 */
export class AdvisorsAdminService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  async create(input: OperatorAdvisorCreate): Promise<OperatorAdvisor> {
    const photo = input.photo ? await this.storePhoto(input.photo) : undefined;
    try {
      const row = await insertAdvisor(this.db, {
        firstName: input.first_name,
        lastName: input.last_name,
        role: input.role,
        email: input.email,
        phoneNumber: input.phone_number || null,
        address: input.address || null,
        ...photo,
      });
      return (await this.describe([row]))[0]!;
    } catch (error) {
      if (photo) await this.removePhoto(photo.photoStorageKey);
      throw error;
    }
  }

  async update(id: number, input: OperatorAdvisorUpdate): Promise<OperatorAdvisor> {
    const before = await findAdvisor(this.db, id);
    if (!before) throw notFound('No advisor has this id.');
    const photo = input.photo ? await this.storePhoto(input.photo) : undefined;
    const row = await updateAdvisor(this.db, id, { ...advisorValues(input), ...photo });
    // The old photo goes only once nothing points at it.
    if (photo && before.photoStorageKey) await this.removePhoto(before.photoStorageKey);
    return (await this.describe([row!]))[0]!;
  }

  async list(): Promise<OperatorAdvisor[]> {
    return this.describe(await listAdvisors(this.db));
  }

  async show(id: number): Promise<OperatorAdvisor> {
    const advisor = await findAdvisor(this.db, id);
    if (!advisor) throw notFound('No advisor has this id.');
    return (await this.describe([advisor]))[0]!;
  }

  async assign(id: number, target: OperatorAdvisorAssignment, assigned: boolean): Promise<OperatorAdvisor> {
    const advisor = await findAdvisor(this.db, id);
    if (!advisor) throw notFound('No advisor has this id.');
    const accountIds = await this.accountsOf(target);
    await (assigned ? assignAdvisor : unassignAdvisor)(this.db, id, accountIds);
    return (await this.describe([advisor]))[0]!;
  }

  async configure(tenant: TenantRow, input: OperatorClientConfigurationUpdate): Promise<ClientConfiguration> {
    // Only what was given changes; an empty string clears a booking team field.
    const values = {
      ...(input.booking_team_phone_number !== undefined && {
        bookingTeamPhoneNumber: input.booking_team_phone_number || null,
      }),
      ...(input.booking_team_email !== undefined && { bookingTeamEmail: input.booking_team_email || null }),
      ...(input.booking_team_additional_email !== undefined && {
        bookingTeamAdditionalEmail: input.booking_team_additional_email || null,
      }),
      ...(input.disclaimer !== undefined && { disclaimer: input.disclaimer }),
    };
    await upsertClientServiceSettings(this.db, tenant.id, values);
    return clientConfiguration(this.db, tenant);
  }

  async requests(limit: number): Promise<OperatorAdvisorRequest[]> {
    return (await listClientRequests(this.db, limit)).map((r) => ({
      id: r.id,
      kind: r.kind,
      user: r.userEmail,
      sent_by: r.sentByEmail,
      advisor: r.advisorId,
      preferred_date: r.preferredDate,
      preferred_time: r.preferredTime,
      text: r.text,
      created: r.createdAt.toISOString(),
    }));
  }

  private async accountsOf(target: OperatorAdvisorAssignment): Promise<number[]> {
    if (target.account !== undefined) {
      const account = await findAccountByCode(this.db, target.account);
      if (!account) throw FieldValidationError.field('account', 'No account has this code.');
      return [account.id];
    }
    const ids = await accountIdsOfUserEmail(this.db, target.user!);
    if (!ids) throw FieldValidationError.field('user', 'No user has this e-mail.');
    if (ids.length === 0) throw FieldValidationError.field('user', 'This user is on no account yet.');
    return ids;
  }

  /** A png or jpeg judged by its bytes, at most 2 MB, stored under a random key. */
  private async storePhoto(base64: string): Promise<{ photoStorageKey: string; photoContentType: string }> {
    const content = Buffer.from(base64, 'base64');
    if (content.length === 0) throw FieldValidationError.field('photo', Messages.fileTypeNotSupported);
    if (content.length > ADVISOR_PHOTO_MAX_BYTES)
      throw FieldValidationError.field('photo', Messages.maxFileSize(ADVISOR_PHOTO_MAX_BYTES / 1024 / 1024));
    const type = detectContentType(content.subarray(0, 16));
    if (type !== 'image/png' && type !== 'image/jpeg')
      throw FieldValidationError.field('photo', Messages.fileTypeNotSupported);
    const key = newSecret();
    await this.storage.put(key, content, type);
    return { photoStorageKey: key, photoContentType: type };
  }

  private async removePhoto(key: string): Promise<void> {
    await this.storage
      .remove(key)
      .catch((error: unknown) => this.log.warn({ err: error }, 'an advisor photo no longer used was not removed'));
  }

  private async describe(rows: AdvisorRow[]): Promise<OperatorAdvisor[]> {
    const ids = rows.map((r) => r.id);
    const [codes, logins] = await Promise.all([accountCodesByAdvisor(this.db, ids), loginsOfAdvisors(this.db, ids)]);
    return rows.map((r) => ({
      id: r.id,
      first_name: r.firstName,
      last_name: r.lastName,
      role: r.role,
      email: r.email,
      phone_number: r.phoneNumber,
      address: r.address,
      has_photo: r.photoStorageKey !== null,
      accounts: codes.get(r.id) ?? [],
      login: logins.get(r.id) ?? null,
    }));
  }
}

function advisorValues(input: OperatorAdvisorUpdate): Partial<NewAdvisorRow> {
  return {
    ...(input.first_name !== undefined && { firstName: input.first_name }),
    ...(input.last_name !== undefined && { lastName: input.last_name }),
    ...(input.role !== undefined && { role: input.role }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.phone_number !== undefined && { phoneNumber: input.phone_number || null }),
    ...(input.address !== undefined && { address: input.address || null }),
  };
}
