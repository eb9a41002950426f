/** The capsule player (route /Capsules/Capsule-Attempt/:capsule). */
export const attemptPath = (capsuleId: number) => `/Capsules/Capsule-Attempt/${capsuleId}`;
/** The public badge page (route /Capsules/:capsule/badge/:badgeID). */
export const badgePath = (capsuleId: number, badgeId: string) => `/Capsules/${capsuleId}/badge/${badgeId}`;
export const CATALOGUE_PATH = '/Capsules';
/** My badges, to share or add to LinkedIn (route /claimBadge; /Capsules/badge/linkedIn shows the same page). */
export const MY_BADGES_PATH = '/claimBadge';
