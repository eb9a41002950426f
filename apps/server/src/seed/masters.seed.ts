import type { MasterType } from '@app/contracts/masters';

/** The master lists a new installation starts with. */
export const masterSeed: Record<MasterType, string[]> = {
  degrees: ['B.Com', 'M.Com', 'BBA', 'MBA', 'B.Tech / B.E.', 'M.Tech', 'BCA', 'MCA', 'B.Sc', 'M.Sc', 'CA', 'CMA', 'Diploma', 'Other'],
  cities: ['Mumbai', 'Pune', 'Bengaluru', 'Hyderabad', 'Chennai', 'Delhi', 'Kolkata', 'Ahmedabad', 'Dubai', 'Singapore', 'London', 'Madrid', 'Berlin', 'New York'],
  enquiryStatuses: ['New', 'Contacted', 'Follow-up', 'Interested', 'Enrolled', 'Not Interested', 'Invalid'],
  demoLeadStatuses: ['New', 'Contacted', 'Demo Scheduled', 'Demo Done', 'Converted', 'Dropped'],
  products: ['SAP', 'Oracle', 'Microsoft Dynamics 365', 'Workday'],
  tracks: ['Finance', 'Supply Chain', 'Human Capital', 'Technical', 'Analytics'],
  modules: ['SAP FICO', 'SAP MM', 'SAP SD', 'SAP PP', 'SAP ABAP', 'SAP SuccessFactors', 'Oracle Financials', 'Oracle SCM', 'Oracle HCM', 'D365 Finance'],
  questionLevels: ['Beginner', 'Intermediate', 'Advanced'],
  categories: ['ERP Fundamentals', 'Finance', 'Procurement', 'Sales & Distribution', 'Production', 'Human Resources', 'Technical'],
  subcategories: ['Concepts', 'Configuration', 'Business Process', 'Reporting', 'Integration', 'Master Data'],
  experienceLevels: ['Fresher', '0-2 years', '2-5 years', '5-10 years', '10+ years'],
  ticketStatuses: ['Open', 'In Progress', 'Resolved', 'Closed'],
  reportTypes: ['Spam', 'Offensive', 'Off-topic', 'Incorrect information', 'Duplicate', 'Other'],
  supportCategories: ['ERP system access', 'Course content', 'Assignments and tests', 'Certificates', 'Payments and invoices', 'Account and login', 'Technical problem', 'Other'],
  companyStatuses: ['Prospect', 'Active', 'Paused', 'Closed'],
};
