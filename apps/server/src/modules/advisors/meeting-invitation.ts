import { PreferredTimeLabel, type PreferredTime } from '@portal/contract';
import type { MeetingBookingRow } from '../../db/schema/index.js';
import { calendarFile, type CalendarPerson } from '../../platform/calendar/icalendar.js';
import { zonedTimeToInstant } from '../../platform/calendar/zoned-time.js';
import type { OutgoingMessage } from '../../platform/messaging/message-sender.js';

/** Where the provider's meetings happen: a preferred morning is a Sydney morning. */
export const MEETING_TIME_ZONE = 'Australia/Sydney';

/** The hours a preferred time stands for, in the meeting zone; no preference holds the whole day. */
const SLOT_HOURS: Record<PreferredTime, readonly [start: number, end: number]> = {
  morning: [9, 12],
  afternoon: [13, 17],
};

export const MEETING_SUMMARY = 'Quarterly review meeting';

/**
 * The calendar entry that goes with the investor's confirmation. The booking team has yet to
 * confirm a time, so it is a tentative entry (METHOD:PUBLISH: nothing to accept or decline)
 * covering the preferred morning, afternoon or day.
 */
export function meetingInvitation(
  booking: MeetingBookingRow,
  people: { portalName: string; organizer: CalendarPerson | undefined; attendee: CalendarPerson },
): NonNullable<OutgoingMessage['attachments']>[number] {
  const slot = booking.preferredTime ? SLOT_HOURS[booking.preferredTime] : null;
  const when = slot
    ? {
        start: zonedTimeToInstant(booking.preferredDate, slot[0], 0, MEETING_TIME_ZONE),
        end: zonedTimeToInstant(booking.preferredDate, slot[1], 0, MEETING_TIME_ZONE),
      }
    : { day: booking.preferredDate };
  const preferred = booking.preferredTime
    ? `${PreferredTimeLabel[booking.preferredTime]} (${MEETING_TIME_ZONE} time)`
    : 'any time of the day';
  const content = calendarFile(
    {
      uid: `meeting-booking-${booking.id}-${booking.createdAt.getTime()}@client-portal`,
      stamp: booking.createdAt,
      when,
      summary: `${MEETING_SUMMARY} with ${people.portalName}`,
      description: [
        `Requested: ${preferred}.`,
        'The booking team will contact you to confirm the time.',
        booking.comment ? `Your comments: ${booking.comment}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      organizer: people.organizer,
      attendee: people.attendee,
      status: 'TENTATIVE',
    },
    { productId: `-//${people.portalName}//Client portal//EN` },
  );
  return {
    filename: 'quarterly-review-meeting.ics',
    content,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
