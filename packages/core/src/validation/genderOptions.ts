/** The profile's gender options (spec 2 §5). */
export const GENDER_OPTIONS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDER_OPTIONS)[number];
