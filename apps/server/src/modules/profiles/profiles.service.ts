import type { Profile } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { PersonalDetailsService } from '../identity/index.js';
import type { RegistrationDetailsService } from '../identity/index.js';
import { advisorsOf } from '../advisors/index.js';
import { recentActivities } from '../activities/index.js';
import { notificationSettingsFor } from './notification-settings.service.js';
import { buildProfile } from './profile-builder.js';

const RECENT_ACTIVITIES = 10;

/**
 * The whole profile of spec 1 §3 (GET /profiles/my/, the login answer): the registration state
 * from `buildProfile`, the user's own details, and the parts other capabilities own, each read
 * through their service.
 */
export class ProfilesService {
  constructor(
    private readonly db: Database,
    private readonly personalDetails: PersonalDetailsService,
    private readonly registrationDetails: RegistrationDetailsService,
  ) {}

  async build(user: UserRow, subject: UserRow = user): Promise<Profile> {
    const [profile, personal, contact, additional, activities, notificationSettings, advisors] = await Promise.all([
      buildProfile(this.db, user, subject),
      this.personalDetails.get(user.id),
      this.registrationDetails.getContactDetail(user.id),
      this.registrationDetails.getAdditionalDetail(user.id),
      recentActivities(this.db, user.id, RECENT_ACTIVITIES),
      notificationSettingsFor(this.db, user.id),
      advisorsOf(this.db, user.id),
    ]);
    return {
      ...profile,
      personal_detail: personal,
      contact_detail: contact,
      additional_detail: additional,
      advisors,
      activities,
      notification_settings: notificationSettings,
    };
  }
}
