import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  MEETING_COMMENT_MAX_LENGTH,
  meetingBookingFormSchema,
  Messages,
  PreferredTime,
  PreferredTimeLabel,
  toIsoDate,
  today,
  type MeetingBookingForm,
} from '@portal/contract';
import { useId } from 'react';
import { Form, type AppForm } from '../../../components/ui/form/form';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useBookMeeting } from '../api/book-meeting';

const TIME_OPTIONS = Object.values(PreferredTime).map((value) => ({ value, label: PreferredTimeLabel[value] }));

/**
 * "Book review meeting" (spec 3 §2.7, §5): preferred date (today or later), preferred time
 * (Morning or Afternoon, or no preference), comments. Book waits until the form is valid and
 * changed; fields are checked as the user leaves them, so a waiting Book says why.
 */
export function BookMeetingDialog({ onClose, onBooked }: { onClose: () => void; onBooked: () => void }) {
  const titleId = useId();
  const book = useBookMeeting();
  const defaults: MeetingBookingForm = { preferred_date: '', preferred_time: '', comment: '' };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{Messages.bookReviewMeetingTitle}</DialogTitle>
      <Form
        schema={meetingBookingFormSchema}
        defaultValues={defaults}
        mode="onTouched"
        onSubmit={async (values) => {
          await book.mutateAsync({
            preferred_date: values.preferred_date,
            preferred_time: values.preferred_time || null,
            comment: values.comment,
          });
          onBooked();
        }}
        aria-label={Messages.bookReviewMeetingTitle}
      >
        {(form) => (
          <>
            <DialogContent sx={{ pt: 0 }}>
              <TextField
                name="preferred_date"
                label="Preferred date"
                type="date"
                shrinkLabel
                min={toIsoDate(today())}
              />
              <Select name="preferred_time" label="Preferred time" options={TIME_OPTIONS} placeholder="No preference" />
              <TextField name="comment" label="Comments" multiline rows={4} maxLength={MEETING_COMMENT_MAX_LENGTH} />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose}>Cancel</Button>
              <SubmitButton fullWidth={false} size="medium" disabled={!canBook(form)}>
                Book
              </SubmitButton>
            </DialogActions>
          </>
        )}
      </Form>
    </Dialog>
  );
}

/** Valid by the same rules the server applies (with the user's own today), and changed. */
function canBook(form: AppForm<typeof meetingBookingFormSchema>): boolean {
  return form.formState.isDirty && meetingBookingFormSchema.safeParse(form.watch()).success;
}
