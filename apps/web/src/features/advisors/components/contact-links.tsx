import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** tel: wants the number without spaces or brackets; a leading + stays. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mapsSearchHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

function LinkLine({
  icon,
  href,
  children,
  external,
}: {
  icon: ReactNode;
  href: string;
  children: string;
  external?: boolean;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      {icon}
      <Link
        href={href}
        sx={{ overflowWrap: 'anywhere' }}
        {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {children}
      </Link>
    </Stack>
  );
}

/** A phone number that calls, an address that writes, a street address that opens a maps search. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <LinkLine icon={<PhoneOutlined fontSize="small" aria-hidden="true" />} href={telHref(phone)}>
      {phone}
    </LinkLine>
  );
}

export function EmailLink({ email }: { email: string }) {
  return (
    <LinkLine icon={<EmailOutlined fontSize="small" aria-hidden="true" />} href={`mailto:${email}`}>
      {email}
    </LinkLine>
  );
}

export function AddressLink({ address }: { address: string }) {
  return (
    <LinkLine icon={<PlaceOutlined fontSize="small" aria-hidden="true" />} href={mapsSearchHref(address)} external>
      {address}
    </LinkLine>
  );
}
