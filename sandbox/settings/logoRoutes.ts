import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { entityIds } from '../../fixtures/entities';
import {
  logoImageOf,
  logoRefusal,
  MAX_LOGO_BYTES,
  splitLogos,
  type Logo,
  type LogoIcon,
} from '../../resources/settings/logoShapes';
import type { SandboxContext } from '../context';
import type { Db } from '../database';
import { refuse } from '../errors';
import { sessionOf } from '../guard';
import { parseBody, requirePermission } from '../terminals/operations/requests';
import { solidPng } from './solidPng';

const LOGO = '/api/configuration/logo';
const DAY = 86_400_000;
/** A scheduled time a minute or more in the past is refused: it would rewrite what was shown. */
const PAST_TOLERANCE_MS = 60_000;

interface LogoRow {
  id: number;
  file_name: string;
  content_type: string;
  data: string;
  valid_from: string;
  created_at: string;
}

const toLogo = (row: LogoRow): Logo => ({
  id: row.id,
  fileName: row.file_name,
  contentType: row.content_type,
  validFrom: row.valid_from,
  createdAt: row.created_at,
});

const uploadSchema = z
  .object({
    fileName: z.string().trim().min(1).max(200),
    dataUrl: z.string().max(1_000_000),
    validFrom: z.iso.datetime().optional(),
  })
  .strict();

/** Two logos per entity to start with: the current one and the one before it. */
const seed = (db: Db) => {
  const { count } = db.prepare('SELECT count(*) AS count FROM logos').get() as { count: number };
  if (count > 0) return;
  const insert = db.prepare(
    'INSERT INTO logos (entity_id, file_name, content_type, data, valid_from, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const now = Date.now();
  entityIds.forEach((entityId, index) => {
    const colours = [
      [40 + index * 30, 90, 160],
      [20, 120 + index * 20, 90],
    ] as const;
    colours.forEach((colour, age) => {
      const when = new Date(now - (age === 0 ? 120 : 30) * DAY).toISOString();
      const data = solidPng(64, colour).toString('base64');
      insert.run(entityId, age === 0 ? 'logo-2025.png' : 'logo-2026.png', 'image/png', data, when, when);
    });
  });
};

/**
 * The entity's logos (parameters service): every signed-in user reads them, uploading and
 * cancelling need LOGOS_CONFIGURATION_WRITE_AND_READ.
 * - GET logo/current (the logo or null), logo/past (newest first), logo/next (soonest first);
 * - GET logo/:id/icon: { contentType, dataUrl };
 * - POST logo { fileName, dataUrl (PNG or JPG by its content too, at most 512 KiB), validFrom? }: current at once, or
 *   scheduled from `validFrom` (not in the past: 400 validFrom);
 * - DELETE logo/:id: cancels a scheduled logo (one already shown stays: 409 GM-0007).
 */
export const logoRoutes = (scope: FastifyInstance, { db }: SandboxContext) => {
  db.exec(`CREATE TABLE IF NOT EXISTS logos (
    id INTEGER PRIMARY KEY, entity_id INTEGER NOT NULL, file_name TEXT NOT NULL, content_type TEXT NOT NULL,
    data TEXT NOT NULL, valid_from TEXT NOT NULL, created_at TEXT NOT NULL)`);
  seed(db);
  const rowsOf = db.prepare('SELECT * FROM logos WHERE entity_id = ?');
  const rowOf = db.prepare('SELECT * FROM logos WHERE entity_id = ? AND id = ?');
  const split = (request: FastifyRequest) =>
    splitLogos((rowsOf.all(sessionOf(request).entityId) as LogoRow[]).map(toLogo), Date.now());
  const found = (request: FastifyRequest<{ Params: { id: string } }>) => {
    const row = rowOf.get(sessionOf(request).entityId, Number(request.params.id)) as LogoRow | undefined;
    if (!row) throw refuse(404, 'GM-0010');
    return row;
  };

  scope.get(`${LOGO}/current`, async (request) => split(request).current);
  scope.get(`${LOGO}/past`, async (request) => split(request).past);
  scope.get(`${LOGO}/next`, async (request) => split(request).next);
  scope.get<{ Params: { id: string } }>(`${LOGO}/:id/icon`, async (request): Promise<LogoIcon> => {
    const row = found(request);
    return { contentType: row.content_type, dataUrl: `data:${row.content_type};base64,${row.data}` };
  });

  scope.post(LOGO, async (request, reply) => {
    const session = sessionOf(request);
    requirePermission(session, 'LOGOS_CONFIGURATION_WRITE_AND_READ');
    const body = parseBody(uploadSchema, request.body);
    const refusal = logoRefusal(body.dataUrl);
    if (refusal) throw refuse(400, refusal.code, { Message: refusal.message, Errors: { dataUrl: refusal.code } });
    const image = logoImageOf(body.dataUrl);
    if (!image) throw refuse(400, 'GM-0013', { Errors: { dataUrl: 'GM-0013' } });
    if (Buffer.from(image.base64, 'base64').length > MAX_LOGO_BYTES)
      throw refuse(400, 'GM-0013', { Errors: { dataUrl: 'GM-0013' } });
    const now = Date.now();
    const validFrom = body.validFrom ? Date.parse(body.validFrom) : now;
    if (validFrom < now - PAST_TOLERANCE_MS) throw refuse(400, 'GM-0008', { Errors: { validFrom: 'GM-0008' } });
    const created = new Date(now).toISOString();
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO logos (entity_id, file_name, content_type, data, valid_from, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        session.entityId,
        body.fileName,
        image.contentType,
        image.base64,
        new Date(validFrom).toISOString(),
        created,
      );
    const row = rowOf.get(session.entityId, Number(lastInsertRowid)) as LogoRow;
    return reply.status(201).send(toLogo(row));
  });

  scope.delete<{ Params: { id: string } }>(`${LOGO}/:id`, async (request) => {
    requirePermission(sessionOf(request), 'LOGOS_CONFIGURATION_WRITE_AND_READ');
    const row = found(request);
    if (Date.parse(row.valid_from) <= Date.now()) throw refuse(409, 'GM-0007');
    db.prepare('DELETE FROM logos WHERE id = ?').run(row.id);
    return toLogo(row);
  });
};
