// Avatar uploads: multipart, one gif or png file (told by its first bytes, not its name) of at most 1 MB, stored
// under the upload folder and served at /files/uploads/ with headers that keep a browser from reading it as
// anything but an image.
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../http/deps';
import { ApiError, badRequest, refused } from '../../base/errors';
import { promoMsg } from './messages';
import { findUserById, updateUser } from '../../users/repo';

export const AVATAR_MAX_BYTES = 1024 * 1024;
const PUBLIC_PREFIX = '/files/uploads/';
const AVATAR_FOLDER = 'avatars';
const TEMP_PREFIX = '.upload-';
const ORPHAN_GRACE_MS = 10 * 60 * 1000;
const ORPHAN_SWEEP_EVERY_MS = 60 * 60 * 1000;

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

const avatarDir = (deps: Deps) => path.join(deps.config.uploadDir, AVATAR_FOLDER);
const AVATAR_URL_PREFIX = `${PUBLIC_PREFIX}${AVATAR_FOLDER}/`;

/**
 * Stores the uploaded avatar and answers its public URL. The file is written under a temporary name and renamed into
 * place; the member's row is then read and changed in one synchronous step, so of uploads racing each other each
 * replaces exactly the avatar before it, and deletes that file once the row no longer names it.
 */
export async function saveAvatar(deps: Deps, request: FastifyRequest, userId: number): Promise<string> {
  const bytes = await readUpload(request);
  const kind = imageKind(bytes);
  if (!kind) throw refused(promoMsg.avatarType);
  const name = `${userId}-${randomBytes(8).toString('hex')}.${kind}`;
  const final = path.join(avatarDir(deps), name);
  const temporary = path.join(avatarDir(deps), `${TEMP_PREFIX}${name}`);
  await writeFile(temporary, bytes);
  await rename(temporary, final).catch(async (error: unknown) => {
    await unlink(temporary).catch(() => undefined);
    throw error;
  });
  const url = `${AVATAR_URL_PREFIX}${name}`;
  let previous: string;
  try {
    previous = deps.db.transaction(() => {
      const before = findUserById(deps.db, userId)?.avatar ?? '';
      updateUser(deps.db, userId, { avatar: url });
      return before;
    }).immediate();
  } catch (error) {
    await unlink(final).catch(() => undefined);
    throw error;
  }
  if (previous.startsWith(AVATAR_URL_PREFIX)) await unlink(path.join(avatarDir(deps), path.basename(previous))).catch(() => undefined);
  return url;
}

/** Files in the avatar folder no member's row names (and temporary ones), older than ORPHAN_GRACE_MS, are deleted. */
export async function sweepAvatarOrphans(deps: Deps, nowMs = Date.now()): Promise<number> {
  const named = new Set(
    (deps.db.prepare('SELECT avatar FROM users WHERE avatar LIKE ?').pluck().all(`${AVATAR_URL_PREFIX}%`) as string[]).map((url) => path.basename(url)),
  );
  let removed = 0;
  for (const file of await readdir(avatarDir(deps)).catch(() => [] as string[])) {
    if (named.has(file)) continue;
    const full = path.join(avatarDir(deps), file);
    const info = await stat(full).catch(() => null);
    // A young file may be an upload between its rename and its row: left for the next sweep.
    if (!info?.isFile() || nowMs - info.mtimeMs < ORPHAN_GRACE_MS) continue;
    if (await unlink(full).then(() => true, () => false)) removed++;
  }
  return removed;
}

/**
 * The sweep at start and then every ORPHAN_SWEEP_EVERY_MS. Not with a throwaway (:memory:) database: that one does not
 * own the upload folder (tests and e2e share the default one), so its rows cannot say which files are orphans.
 */
export function startAvatarSweep(deps: Deps): () => void {
  if (deps.config.dbPath === ':memory:') return () => undefined;
  const run = () => void sweepAvatarOrphans(deps).catch((error: unknown) => console.error('avatar sweep failed', error));
  run();
  const timer = setInterval(run, ORPHAN_SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
