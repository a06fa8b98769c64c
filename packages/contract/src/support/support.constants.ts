/** The support form's description (spec 1 §5 "Support form"). */
export const SUPPORT_QUERY_MAX_LENGTH = 1000;
