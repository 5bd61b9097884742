/**
 * Why a one-time set-password link was made (admin CLI): the first password of an account made
 * by the CLI, or a new one for a person who cannot sign in.
 */
export const passwordLinkPurposes = ['new_account', 'reset'] as const;
export type PasswordLinkPurpose = (typeof passwordLinkPurposes)[number];
