import { useMatches } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon';

/** A route a later issue builds: its title comes from the route's `handle` (`comingSoon` in app/route-tables/). */
export function ComingSoonRoute() {
  const matches = useMatches();
  const handle: unknown = matches.at(-1)?.handle;
  const title =
    typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
      ? handle.title
      : 'Coming soon';
  return <ComingSoon title={title} />;
}
