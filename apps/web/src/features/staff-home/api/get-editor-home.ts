import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeEndpoints } from '@app/contracts/home.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const editorHomeKey = ['staff-home', 'editor'] as const;

/** GET /home/editor: the editor's home summary. */
export const getEditorHome = (signal?: AbortSignal) => call(homeEndpoints.editor, {}, { signal });

// A home shows the day's figures: fetched again each time it opens (the cached figures show meanwhile).
export const editorHomeOptions = () => queryOptions({ queryKey: editorHomeKey, queryFn: ({ signal }) => getEditorHome(signal), staleTime: 0 });

export const useEditorHome = () => useQuery(editorHomeOptions());
