import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Server, type ServerOptions } from '@tus/server';
import { FileStore } from '@tus/file-store';
import { DRIVE_TUS_PATH } from '@app/contracts/drive';
import { driveEndpoints as e } from '@app/contracts/drive.endpoints';
import { requireActor, requireAuth, type AuthContext } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';
import { TusAnswer, type DriveService } from './drive.service.ts';

type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];
const AUTH = Symbol('driveAuth');
type WithAuth = IncomingMessage & { [AUTH]?: AuthContext };

/** The signed-in caller of a request the tus server is handling (set before handing it over). */
function authOf(req: TusRequest): AuthContext {
  const node = (req as unknown as { runtime?: { node?: { req: WithAuth } } }).runtime?.node?.req;
  const auth = node?.[AUTH];
  if (!auth) throw new TusAnswer(401, 'Please log in\n');
  return auth;
}

/**
 * The tus server of the drive (resumable uploads, protocol 1.0.0): partial files on local disk (DATA_DIR/drive-uploads),
 * the finished file moved into the platform storage. Quota and folder checks happen at creation, before any byte.
 */
export function createTusServer(drive: DriveService) {
  const store = new FileStore({ directory: drive.uploadDirectory });
  const server = new Server({
    path: DRIVE_TUS_PATH,
    datastore: store,
    relativeLocation: true,
    respectForwardedHeaders: false,
    async onIncomingRequest(req, uploadId) {
      const who = authOf(req);
      if (req.method !== 'POST' && req.method !== 'OPTIONS') await drive.assertUploadOf(who, uploadId, req.method === 'PATCH');
      if (req.method === 'DELETE') await drive.cancelUpload(uploadId);
    },
    async onUploadCreate(req, upload) {
      await drive.reserveUpload(authOf(req), {
        id: upload.id, size: upload.size, filename: upload.metadata?.filename, parentId: upload.metadata?.parentId, description: upload.metadata?.description,
      });
      return {};
    },
    async onUploadFinish(_req, upload) {
      try {
        const result = await drive.finishUpload(upload.id, join(drive.uploadDirectory, upload.id));
        return { status_code: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 200, message: 'Success', data: result }) };
      } finally {
        await store.remove(upload.id).catch(() => undefined);
      }
    },
    onResponseError(_req, err) {
      if (err instanceof TusAnswer) return { status_code: err.status_code, body: err.body };
      return undefined;
    },
  });
  return server;
}

/** The drive: lists, folders, sharing, trash, files and previews, and the tus endpoints for uploads. */
export const driveRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { drive } = services;
  const tus = createTusServer(drive);

  route(app, e.myDrive, async (req) => ok(await drive.myDrive(requireAuth(req), req.query)));
  route(app, e.myDriveWithShared, async (req) => ok(await drive.withShared(requireAuth(req), req.query)));
  route(app, e.userDriveWithShared, async (req) => ok(await drive.userDrive(requireActor(req), req.params.userID, req.query)));
  route(app, e.usage, async (req) => ok(await drive.usage(requireAuth(req))));
  route(app, e.trash, async (req) => ok(await drive.trash(requireAuth(req), req.query)));
  route(app, e.folder, async (req) => ok(await drive.item(requireAuth(req), req.params.id)));
  route(app, e.createFolder, async (req) => ok(await drive.createFolder(requireAuth(req), req.body)));
  route(app, e.update, async (req) => ok(await drive.update(requireAuth(req), req.params.id, req.body)));
  route(app, e.remove, async (req) => {
    await drive.remove(requireAuth(req), req.params.id);
    return ok(null);
  });
  route(app, e.restore, async (req) => ok(await drive.restore(requireAuth(req), req.params.id)));
  route(app, e.file, async (req, reply) => drive.sendFile(req, reply, requireActor(req), req.params.id, req.query.download === '1'));
  route(app, e.preview, async (req, reply) => drive.sendPreview(req, reply, requireAuth(req), req.params.id));
  route(app, e.shares, async (req) => ok(await drive.shares(requireAuth(req), req.params.id)));
  route(app, e.setShares, async (req) => ok(await drive.setShares(requireAuth(req), req.params.id, req.body)));

  // The tus endpoints: the request's body is the upload's bytes, streamed to disk by the tus server (never parsed).
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null, undefined));
  const handOver = async (req: FastifyRequest, reply: FastifyReply) => {
    (req.raw as WithAuth)[AUTH] = requireAuth(req);
    reply.hijack();
    await tus.handle(req.raw, reply.raw);
  };
  route(app, e.uploadCreate, handOver);
  route(app, e.uploadOffset, handOver);
  route(app, e.uploadPatch, handOver);
  route(app, e.uploadCancel, handOver);
};
