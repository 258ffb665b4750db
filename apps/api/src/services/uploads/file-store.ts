import { randomUUID, createHash } from 'node:crypto';
import { mkdir, readFile, writeFile, rm } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

/**
 * Files under the uploads directory (DATA_DIR/uploads by default), which no static route serves: every read goes
 * through a route that checks who is asking. Keys are generated here, never taken from a client's file name.
 */
export function newStorageKey(folder: string, extension: string): string {
  return `${folder}/${randomUUID()}.${extension}`;
}

function pathOf(uploadsDir: string, key: string): string {
  const root = resolve(uploadsDir);
  const full = resolve(root, key);
  if (!full.startsWith(root + sep)) throw new Error(`storage key escapes the uploads directory: ${key}`);
  return full;
}

export async function storeFile(uploadsDir: string, key: string, content: Buffer): Promise<void> {
  const full = pathOf(uploadsDir, key);
  await mkdir(dirname(full), { recursive: true, mode: 0o700 });
  await writeFile(full, content, { mode: 0o600 });
}

export async function readStoredFile(uploadsDir: string, key: string): Promise<Buffer | null> {
  try {
    return await readFile(pathOf(uploadsDir, key));
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}

export async function removeStoredFile(uploadsDir: string, key: string): Promise<void> {
  await rm(pathOf(uploadsDir, key), { force: true });
}

export const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
