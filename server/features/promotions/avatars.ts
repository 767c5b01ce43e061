// Avatar uploads: multipart, one gif or png file (told by its first bytes, not its name) of at most 1 MB, stored
// under the upload folder and served at /files/uploads/ with headers that keep a browser from reading it as
// anything but an image.
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../deps';
import { ApiError, badRequest, refused } from '../../http/errors';
import { promoMsg } from './messages';
import { updateUser } from '../../users/repo';

export const AVATAR_MAX_BYTES = 1024 * 1024;
const PUBLIC_PREFIX = '/files/uploads/';
const AVATAR_FOLDER = 'avatars';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image kind by its signature, or null for anything else (a jpeg renamed .png included). */
export function imageKind(bytes: Buffer): 'png' | 'gif' | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  return head === 'GIF87a' || head === 'GIF89a' ? 'gif' : null;
}

/** The routes hook: the multipart parser and the static route of the uploads. */
export async function registerUploads(app: FastifyInstance, deps: Deps): Promise<void> {
  mkdirSync(path.join(deps.config.uploadDir, AVATAR_FOLDER), { recursive: true });
  await app.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
  await app.register(fastifyStatic, {
    root: deps.config.uploadDir,
    prefix: PUBLIC_PREFIX,
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'");
    },
  });
}

async function readUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw badRequest(promoMsg.avatarMissing);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, promoMsg.avatarTooLarge);
    throw badRequest(promoMsg.avatarMissing);
  }
}

/** Stores the uploaded avatar and answers its public URL; the member's previous upload, if any, is removed. */
export async function saveAvatar(deps: Deps, request: FastifyRequest, userId: number, previous: string): Promise<string> {
  const bytes = await readUpload(request);
  const kind = imageKind(bytes);
  if (!kind) throw refused(promoMsg.avatarType);
  const name = `${userId}-${randomBytes(8).toString('hex')}.${kind}`;
  await writeFile(path.join(deps.config.uploadDir, AVATAR_FOLDER, name), bytes);
  const url = `${PUBLIC_PREFIX}${AVATAR_FOLDER}/${name}`;
  updateUser(deps.db, userId, { avatar: url });
  const old = `${PUBLIC_PREFIX}${AVATAR_FOLDER}/`;
  if (previous.startsWith(old)) {
    await unlink(path.join(deps.config.uploadDir, AVATAR_FOLDER, path.basename(previous))).catch(() => undefined);
  }
  return url;
}
