import { auStateSchema } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { lookupQueryOptions } from './lookup-query';

/** GET /utils/au-states/: the eight states and territories, by code. */
export const auStatesQueryOptions = () => lookupQueryOptions('/utils/au-states/', auStateSchema);

export function useAuStates() {
  return useQuery(auStatesQueryOptions());
}
