/** The server's placeholder picture for users without a photo (users.service DEFAULT_THUMB). */
const DEFAULT_THUMB = /profile-default\.svg$/;

/** Whether the user has a photo of their own (not empty, not the default picture). */
export const hasPhoto = (thumb: string | null | undefined): thumb is string => !!thumb && !DEFAULT_THUMB.test(thumb);
