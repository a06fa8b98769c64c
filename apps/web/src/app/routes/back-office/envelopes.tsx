import { EnvelopesQueue } from '../../../features/back-office-signing/components/envelopes-queue';

/** /back-office/envelopes/: signing envelopes, paged, ordered and searched by the server. */
export function EnvelopesRoute() {
  return <EnvelopesQueue />;
}
