// What the phone may send as an avatar: a gif or png (told by its first bytes, as the server does) of at most 1 MB.

export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_ACCEPT = 'image/png,image/gif';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

/** The locale key of why `file` can't be an avatar, or null when it can. */
export async function avatarProblem(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (!startsWith(head, PNG) && !startsWith(head, GIF87) && !startsWith(head, GIF89)) return 'member:avatar.wrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'member:avatar.tooLarge';
  return null;
}
