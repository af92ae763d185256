/**
 * Share links: a project's files, compressed (fflate, loaded on use) and base64url-encoded into the
 * playground URL's fragment (`/playground#share=…`), so nothing is sent to a server. Decoding checks
 * everything: a bad or oversized link gives a message, never an exception or a blank page.
 */
import { parseStoredFiles, type ProjectFiles } from '../../isomorphic/playground/files.ts';

export const SHARE_PREFIX = '#share=';
/** Longest share fragment accepted (characters); longer links are refused, as are larger projects. */
export const MAX_SHARE_CHARS = 60_000;
/** Largest project a share link may unpack to (bytes of JSON). */
export const MAX_SHARED_BYTES = 1_000_000;

export interface SharedProject {
  /** The playground template the project started from, when known. */
  template?: string;
  files: ProjectFiles;
}

export type ShareLinkResult = { ok: true; project: SharedProject } | { ok: false; message: string };

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** The fragment (`#share=…`) for a project; undefined when it would be too long to share. */
export async function encodeShareFragment(project: SharedProject): Promise<string | undefined> {
  const { deflateSync, strToU8 } = await import('fflate');
  const json = JSON.stringify({ v: 1, ...(project.template ? { t: project.template } : {}), f: project.files });
  const fragment = `${SHARE_PREFIX}${toBase64Url(deflateSync(strToU8(json), { level: 9 }))}`;
  return fragment.length - SHARE_PREFIX.length > MAX_SHARE_CHARS ? undefined : fragment;
}

/** Whether a URL fragment carries a shared project (decoded with `decodeShareFragment`). */
export const isShareFragment = (hash: string) => hash.startsWith(SHARE_PREFIX);

export async function decodeShareFragment(hash: string): Promise<ShareLinkResult> {
  const damaged = {
    ok: false,
    message: 'This share link is damaged (it may have been cut short when it was copied), so its project could not be opened.',
  } as const;
  const payload = hash.slice(SHARE_PREFIX.length);
  if (payload.length > MAX_SHARE_CHARS) return { ok: false, message: 'This share link is too long to open: projects shared by link are limited in size.' };
  const bytes = fromBase64Url(payload);
  if (!bytes || bytes.length === 0) return damaged;
  const { inflateSync, strFromU8 } = await import('fflate');
  let text: string;
  try {
    // The output buffer is the limit: a link that unpacks to more fails here instead of using memory.
    const out = inflateSync(bytes, { out: new Uint8Array(MAX_SHARED_BYTES + 1) });
    if (out.length > MAX_SHARED_BYTES) return { ok: false, message: 'This share link holds a project too large to open.' };
    text = strFromU8(out);
  } catch {
    return damaged;
  }
  try {
    const value = JSON.parse(text) as { v?: unknown; t?: unknown; f?: unknown };
    const files = value && value.v === 1 ? parseStoredFiles(value.f) : undefined;
    if (!files) return damaged;
    return { ok: true, project: { files, ...(typeof value.t === 'string' ? { template: value.t } : {}) } };
  } catch {
    return damaged;
  }
}
