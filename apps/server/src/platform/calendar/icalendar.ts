/**
 * A single-event iCalendar file (RFC 5545), the calendar invitation attached to e-mails. Text is
 * escaped (§3.3.11) and lines are folded at 75 octets without splitting a UTF-8 character
 * (§3.1); lines end in CRLF.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  /** Globally unique and stable: the same event sent again replaces the first in the calendar. */
  uid: string;
  /** When the file was made. */
  stamp: Date;
  /** A whole day ('YYYY-MM-DD'), or a span of instants. */
  when: { day: string } | { start: Date; end: Date };
  summary: string;
  description?: string | undefined;
  location?: string | undefined;
  organizer?: CalendarPerson | undefined;
  attendee?: CalendarPerson | undefined;
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED' | undefined;
}

export interface CalendarOptions {
  /** PRODID: who made the file, '-//Company//Product//EN'. */
  productId: string;
  /** PUBLISH: an entry to keep; REQUEST would ask the attendee to accept or decline. */
  method?: 'PUBLISH' | 'REQUEST';
}

export function calendarFile(event: CalendarEvent, options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(options.productId)}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method ?? 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    ...('day' in event.when
      ? [`DTSTART;VALUE=DATE:${basicDate(event.when.day, 0)}`, `DTEND;VALUE=DATE:${basicDate(event.when.day, 1)}`]
      : [`DTSTART:${utcDateTime(event.when.start)}`, `DTEND:${utcDateTime(event.when.end)}`]),
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.organizer) lines.push(`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`);
  if (event.attendee)
    lines.push(
      `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION:mailto:${event.attendee.email}`,
    );
  if (event.status) lines.push(`STATUS:${event.status}`);
  lines.push('TRANSP:OPAQUE', 'END:VEVENT', 'END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** TEXT values: backslash, semicolon and comma are escaped; any line break becomes \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN) cannot hold a double quote; one with : ; or , is quoted. */
function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, '').trim();
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

const MAX_OCTETS = 75;

/** Splits a content line into 75-octet pieces, each continuation starting with one space. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_OCTETS) return line;
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  // The leading space of a continuation line counts towards its 75 octets.
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** 'YYYY-MM-DD' plus `days`, as YYYYMMDD (DTEND of an all-day event is the next day). */
function basicDate(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + days));
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}
