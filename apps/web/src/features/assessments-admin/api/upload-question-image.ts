import { useMutation } from '@tanstack/react-query';
import { questionsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /questions/images (multipart field `file`): stores the image and answers the address for ImageUrl. */
export const uploadQuestionImage = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return call(questionsEndpoints.uploadImage, {}, { form: body });
};

export const useUploadQuestionImage = () => useMutation({ mutationFn: uploadQuestionImage });

/** The same upload for images inside rich text (question, options, explanation): answers only the address. */
export const uploadQuestionImageUrl = async (file: File): Promise<string> => (await uploadQuestionImage(file)).Url;
