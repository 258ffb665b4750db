/**
 * The social networks a site may link to from its footer (Admin → Settings). A module of its own, without zod, so
 * that the public pages' footer can list them without pulling the settings schemas into every page's JavaScript.
 */
export const SOCIAL_NETWORKS = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'x', label: 'X (Twitter)' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'youtube', label: 'YouTube' },
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];
