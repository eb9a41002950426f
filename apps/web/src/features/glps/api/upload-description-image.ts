import { questionsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/**
 * POST /questions/images (multipart field `file`): an image in a learning path's description, answered as an
 * unguessable public address. It is the question image endpoint (assessments.build): every role that may edit
 * learning paths (courses.build: Mentor, Editor, Admin, SuperAdmin) has assessments.build too.
 */
export const uploadDescriptionImage = async (file: File): Promise<string> => {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await call(questionsEndpoints.uploadImage, {}, { form: body })).Url;
};
