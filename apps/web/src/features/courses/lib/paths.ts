import { APP_BASE } from '../../../lib/config.ts';

export const CATALOGUE_PATH = '/courses';
export const DASHBOARD_PATH = '/dashboard';
export const MY_CERTIFICATES_PATH = '/course/getCertificate';

/** The landing page of a course (the spec's /courselanding/{courseUrl}/{contentUrl}; any contentUrl opens it). */
export const landingPath = (courseUrl: string) => `/courselanding/${encodeURIComponent(courseUrl)}/overview`;

/** The lesson player at one item (`{lessonId}-{material|test|assignment}`). */
export const playerPath = (courseId: number, contentUrl: string) => `/course/${courseId}/${contentUrl}`;

/** The public verification page, in the shape the server prints on the PDF (certificates.service verifyUrl). */
export const certificatePath = (courseUrl: string, publicId: string) =>
  `/courses/${encodeURIComponent(courseUrl)}/certificate/${encodeURIComponent(publicId)}`;

/** The full address of the verification page on the site the page was served from. */
export const certificatePageUrl = (courseUrl: string, publicId: string, origin: string = window.location.origin) =>
  `${origin}${APP_BASE}${certificatePath(courseUrl, publicId)}`;
