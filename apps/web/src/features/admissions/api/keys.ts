/** Query-key prefixes of the admissions feature; a mutation invalidates the prefixes it changes. */
export const admissionsKey = ['admissions', 'admissions'] as const;
export const studentsKey = ['admissions', 'students'] as const;
export const courseSummariesKey = ['admissions', 'course-summaries'] as const;
export const certificatesKey = ['admissions', 'certificates'] as const;
export const instancesKey = ['admissions', 'instances'] as const;
export const courseOptionsKey = ['admissions', 'course-options'] as const;
