import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { notifications } from '../schema/index.js';

/**
 * The demo investor's notification history. All were shown in the bell long ago (viewed), so
 * a fresh portal's bell starts at zero and a new one visibly counts; two are still unread on
 * the list page.
 */
const HISTORY = [
  {
    title: 'Welcome to your client portal',
    description: 'Your portfolio, documents and reports are now available online.',
    redirectUrl: '/dashboard/',
    createdAt: '2026-07-01T09:00:00+10:00',
    read: true,
  },
  {
    title: 'Annual tax statement available',
    description: 'Your 2025-26 annual tax statement has been added to your documents.',
    redirectUrl: '/documents/',
    createdAt: '2026-08-14T10:15:00+10:00',
    read: true,
  },
  {
    title: 'Quarterly rebalance completed',
    description: 'Your portfolio was rebalanced to its target allocation.',
    redirectUrl: '/rebalance/',
    createdAt: '2026-10-03T16:40:00+10:00',
    read: false,
  },
  {
    title: 'Quarterly report ready',
    description: 'Your report for the September quarter is ready to view.',
    redirectUrl: '/reports/',
    createdAt: '2026-10-10T08:05:00+11:00',
    read: false,
  },
] as const;

export async function seedNotifications(db: Database, investorId: number, tenantId: number): Promise<void> {
  const [existing] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, investorId))
    .limit(1);
  if (existing) return;
  await db.insert(notifications).values(
    HISTORY.map((n) => {
      const createdAt = new Date(n.createdAt);
      return {
        userId: investorId,
        tenantId,
        title: n.title,
        description: n.description,
        redirectUrl: n.redirectUrl,
        status: n.read ? ('read' as const) : ('new' as const),
        readAt: n.read ? createdAt : null,
        viewedAt: createdAt,
        createdAt,
      };
    }),
  );
}
