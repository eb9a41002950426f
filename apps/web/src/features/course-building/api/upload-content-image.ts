import { questionsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/**
 * POST /questions/images (multipart field `file`): an image for a course description, a material text or
 * assignment instructions, answered as an unguessable public address. It is the question image endpoint
 * (assessments.build): every role that may build courses (courses.build: Mentor, Editor, Admin, SuperAdmin)
 * has assessments.build too, so one image store serves all staff rich text.
 */
export const uploadContentImage = async (file: File): Promise<string> => {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await call(questionsEndpoints.uploadImage, {}, { form: body })).Url;
};
