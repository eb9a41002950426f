/** The report hub and the reports of this feature. */
export const REPORTS_PATH = '/admin/manageReports';
