import { onboardingTasksSchema, type OnboardingTaskItem } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /profiles/onboarding-tasks/: what the user still has to do, first thing first. */
export async function getOnboardingTasks(): Promise<OnboardingTaskItem[]> {
  return (await api.get('/profiles/onboarding-tasks/', { schema: onboardingTasksSchema })).results;
}

export function onboardingTasksQueryOptions() {
  return queryOptions({ queryKey: ['profile', 'onboarding-tasks'], queryFn: getOnboardingTasks });
}

export function useOnboardingTasks(options: { enabled: boolean }) {
  return useQuery({ ...onboardingTasksQueryOptions(), enabled: options.enabled });
}
