/**
 * Root key of the signed-in user's profile queries (the profile, onboarding tasks). Saving any
 * detail invalidates it, so the registration state the server computes is read again.
 */
export const PROFILE_QUERY_ROOT = ['profile'] as const;
