import type { DriveListQuery } from '@app/contracts/drive';
import { driveEndpoints as e } from '@app/contracts/drive.endpoints';
import { groupsEndpoints as g } from '@app/contracts/groups.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { fetchListedFile } from '../../../lib/save-file.ts';

/*
 * The drive's calls, one function per endpoint (the drive's screens share them all, so they sit in one file).
 */

/** GET /drive/myDriveWithShared (learner: mine and shared with me) or /drive/myDriveWithShared/{userID} (admin). */
export const getDrive = (q: DriveListQuery & { userId?: number }, signal?: AbortSignal) => {
  const { userId, ...query } = q;
  return userId ? call(e.userDriveWithShared, { params: { userID: userId }, query }, { signal }) : call(e.myDriveWithShared, { query }, { signal });
};
/** GET /drive/myDrive: only my own items. */
export const getMyDrive = (q: DriveListQuery, signal?: AbortSignal) => call(e.myDrive, { query: q }, { signal });
export const getTrash = (q: DriveListQuery, signal?: AbortSignal) => call(e.trash, { query: q }, { signal });
export const getUsage = (signal?: AbortSignal) => call(e.usage, {}, { signal });
export const getItem = (id: number, signal?: AbortSignal) => call(e.folder, { params: { id } }, { signal });
export const createFolder = (Title: string, ParentID: number | null) => call(e.createFolder, { body: { Title, ParentID } });
export const updateItem = (id: number, body: { Title?: string; ParentID?: number | null; Description?: string }) => call(e.update, { params: { id }, body });
export const trashItem = (id: number) => call(e.remove, { params: { id } });
export const restoreItem = (id: number) => call(e.restore, { params: { id } });
export const getShares = (id: number) => call(e.shares, { params: { id } });
export const setShares = (id: number, Shares: { UserID?: number; Email?: string; GroupID?: number; CanEdit: boolean }[]) =>
  call(e.setShares, { params: { id }, body: { Shares } });
/** Groups I may share with. */
export const pickGroups = (term?: string) => call(g.pick, { query: { term } });
/** The bytes of a listed address (file or preview) with the session's headers, as a Blob. */
export const fetchBlob = (url: string) => fetchListedFile(url);
