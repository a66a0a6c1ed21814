import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fileKindRules, isFileKind, mimeTypeOf, TOO_LARGE_CODE } from '../../resources/core/upload/fileKinds';
import type { SandboxContext } from '../context';
import { createEntityConfigStore } from '../entities/entityConfig';
import { refuse } from '../errors';
import { sessionOf } from '../guard';
import { fileUrl } from '../../resources/core/upload/fileAddress';
import type { FileStore, StoredFile } from './fileStore';

const largest = Math.max(...Object.values(fileKindRules).map((rule) => rule.maxBytes));
/** Room for the multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;

/** A body its sender declares larger than the kind allows is refused before a byte of it is read. */
const declaredTooLarge = (header: string | undefined, maxBytes: number) => {
  const declared = Number(header);
  return header !== undefined && Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD;
};

export const presentFile = (file: StoredFile) => ({
  id: file.id,
  url: fileUrl(file.id),
  kind: file.kind,
  type: file.type,
  size: file.size,
  name: file.name,
  ...(file.manifest ?? {}),
});

/** A stored file's bytes with its type, size and name: APKs as downloads, the rest shown inline. */
export const sendStoredFile = (reply: FastifyReply, files: FileStore, file: StoredFile) => {
  const type = file.type === 'unknown' ? 'application/octet-stream' : mimeTypeOf[file.type];
  const disposition = file.kind === 'apk' ? 'attachment' : 'inline';
  return reply
    .header('Content-Type', type)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', `${disposition}; filename="${file.name}"`)
    .header('Cache-Control', 'private, max-age=3600')
    .send(files.open(file.id));
};

/**
 * POST Application/files/{kind}: one multipart file, checked by content and size, stored.
 * GET Application/files/{id}: the file, to anyone unless its entity's GET_FILE_WITH_AUTHORIZATION
 * flag asks for a token of that entity.
 */
export const fileRoutes = async (app: FastifyInstance, context: SandboxContext, files: FileStore) => {
  const configs = createEntityConfigStore(context.db);
  await app.register(
    async (scope) => {
      await scope.register(multipart, { limits: { files: 1, fileSize: largest, fields: 4, parts: 5 } });
      scope.addHook('onRequest', context.guard);
      scope.post<{ Params: { kind: string } }>('/api/v1/Application/files/:kind', async (request, reply) => {
        const session = sessionOf(request);
        const { kind } = request.params;
        if (!isFileKind(kind)) throw refuse(404, 'GM-0010');
        if (!request.isMultipart()) throw refuse(400, 'AM-0019', { Errors: { file: 'AM-0019' } });
        if (declaredTooLarge(request.headers['content-length'], fileKindRules[kind].maxBytes))
          throw refuse(400, TOO_LARGE_CODE, { Message: 'file too large', Errors: { file: TOO_LARGE_CODE } });
        files.checkQuota(
          session.entityId,
          Math.max(0, Number(request.headers['content-length'] ?? 0) - MULTIPART_OVERHEAD),
        );
        const part = await request.file({ limits: { fileSize: fileKindRules[kind].maxBytes } });
        if (!part) throw refuse(400, 'AM-0019', { Errors: { file: 'AM-0019' } });
        const upload = { kind, name: part.filename, declaredType: part.mimetype };
        const stored = await files.save(session.entityId, upload, part.file);
        return reply.status(201).send(presentFile(stored));
      });
    },
    { prefix: '/app' },
  );

  app.get<{ Params: { id: string } }>('/app/api/v1/Application/files/:id', async (request, reply) => {
    const file = /^[0-9a-f-]{36}$/.test(request.params.id) ? files.get(request.params.id) : undefined;
    if (!file) throw refuse(404, 'AM-0030');
    if (configs.read(file.entityId).GET_FILE_WITH_AUTHORIZATION === 'true') {
      await context.guard(request);
      if (sessionOf(request).entityId !== file.entityId) throw refuse(404, 'AM-0030');
    }
    return sendStoredFile(reply, files, file);
  });
};
