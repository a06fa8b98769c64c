/**
 * The instant a wall-clock time has in an IANA zone: 9:00 on 25 November in Sydney is 22:00 UTC
 * the day before. Daylight saving is taken from the platform's time zone data.
 */
export function zonedTimeToInstant(day: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hour, minute);
  // The zone's offset at a first guess, then again at the answer, so a change of offset between
  // the two (a daylight-saving switch that night) is taken into account.
  let instant = wall - offsetMs(wall, timeZone);
  instant = wall - offsetMs(instant, timeZone);
  return new Date(instant);
}

function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}
