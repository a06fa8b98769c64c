import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import { CheckboxMenuItem } from './checkbox-menu-item';

type Account = { id: number; name: string; investment_options: ReadonlyArray<{ id: number; label: string }> };

/**
 * Each account's name over its investment options, one checkbox choice per option, as children
 * of a multiple select: MUI's Select takes its options as direct children, so this is a list of
 * elements rather than a component. Two accounts can both have a 'Growth': the account heading
 * describes each of its options. `idPrefix` (from useId) names the headings.
 */
export function investmentOptionItems(
  accounts: readonly Account[],
  chosen: readonly number[],
  idPrefix: string,
): ReactNode[] {
  return accounts.flatMap((account) => {
    const headingId = `${idPrefix}-${account.id}`;
    return [
      <AccountHeading key={`account-${account.id}`} id={headingId}>
        {account.name}
      </AccountHeading>,
      ...account.investment_options.map((option) => (
        <CheckboxMenuItem
          key={option.id}
          value={option.id}
          label={option.label}
          checked={chosen.includes(option.id)}
          aria-describedby={headingId}
        />
      )),
    ];
  });
}

/**
 * An account's name over its options. MUI's Select makes every child an option (role, click);
 * a heading is not one, so those props are dropped: a screen reader does not offer it as a
 * choice, and a click on it chooses nothing.
 */
function AccountHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ListSubheader id={id} role="presentation">
      {children}
    </ListSubheader>
  );
}
// As ListSubheader does: the open menu's first focus skips the heading and lands on an option.
AccountHeading.muiSkipListHighlight = true;
