import type { FormErrors } from '@mantine/form';

/** The instance form: course and learner are chosen in selects (null until chosen). */
export type InstanceFormValues = {
  CourseID: number | null;
  LearnerID: number | null;
  URL: string;
  UserID: string;
  Password: string;
};

type Resolver = (values: Record<string, unknown>) => FormErrors;

/** The body sent: a new instance carries course, learner and password; an edit leaves an empty password out (kept). */
export function toInstanceBody(v: InstanceFormValues, editing: boolean): Record<string, unknown> {
  const base = { URL: v.URL.trim(), UserID: v.UserID.trim() };
  if (editing) return v.Password ? { ...base, Password: v.Password } : base;
  return { ...base, CourseID: v.CourseID, LearnerID: v.LearnerID, Password: v.Password };
}

/**
 * Validates with the contract schema (instanceInputSchema for new, instanceUpdateSchema for edits); an unchosen
 * course or learner gets a plain "choose one" message instead of the schema's type error.
 */
export function instanceFormValidator(
  v: InstanceFormValues,
  editing: boolean,
  schemas: { create: Resolver; update: Resolver },
  messages: { course: string; learner: string },
): FormErrors {
  const body = toInstanceBody(v, editing);
  const errors = { ...(editing ? schemas.update(body) : schemas.create(body)) };
  if (!editing) {
    if (v.CourseID === null) errors.CourseID = messages.course;
    if (v.LearnerID === null) errors.LearnerID = messages.learner;
  }
  return errors;
}
