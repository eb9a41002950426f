/** Addresses of the lesson player's screens (relative to the app base). */
export const playerPath = (courseId: number, contentUrl: string) => `/course/${courseId}/${contentUrl}`;
export const embedPath = (courseId: number, contentUrl: string) => `/embed/${courseId}/${contentUrl}`;
export const EMBED_INFO_PATH = '/embed';
export const DASHBOARD_PATH = '/dashboard';
/** The public verification page of a certificate (the server's verifyUrl without the origin). */
export const certificatePath = (courseUrl: string, publicId: string) => `/courses/${encodeURIComponent(courseUrl)}/certificate/${encodeURIComponent(publicId)}`;
