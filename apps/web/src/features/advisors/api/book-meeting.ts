import { advisorRequestAnswerSchema, type AdvisorRequestAnswer, type MeetingBookingRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /accounts/current/book-quarterly-meeting/ {preferred_date, preferred_time, comment}. */
export function bookMeeting(request: MeetingBookingRequest): Promise<AdvisorRequestAnswer> {
  return api.post('/accounts/current/book-quarterly-meeting/', request, { schema: advisorRequestAnswerSchema });
}

export function useBookMeeting() {
  return useMutation({ mutationFn: bookMeeting, meta: { errorHandling: 'form' } });
}
