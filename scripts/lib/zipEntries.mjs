// The files in a zip archive, read with Node's own inflate: the types archives Module Federation
// writes (@mf-types.zip: stored or deflated entries, no zip64, no encryption). Only Node's modules,
// so a fresh clone can read one before anything else is installed. An entry whose name would land
// outside the folder it is extracted to is refused, as is any archive this reader cannot read.
import { inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;
/** The end record's size without its comment, and the longest comment it may carry. */
const END_RECORD_BYTES = 22;
const MAX_COMMENT = 0xffff;

class ZipError extends Error {}

function endRecordOffset(archive) {
  const earliest = Math.max(0, archive.length - END_RECORD_BYTES - MAX_COMMENT);
  for (let at = archive.length - END_RECORD_BYTES; at >= earliest; at -= 1) {
    if (archive.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new ZipError('not a zip archive: it has no end-of-directory record');
}

/** A relative path with '/' separators that stays inside the folder it is extracted to. */
function safeName(name) {
  const parts = name.split('/');
  const unsafe = name.startsWith('/') || name.includes('\\') || parts.some((part) => part === '..') || /^[A-Za-z]:/.test(name);
  if (unsafe) throw new ZipError(`the archive's entry "${name}" would be written outside its folder`);
  return name;
}

function entryBytes(archive, { name, method, flags, compressedSize, size, localOffset }) {
  if (flags & ENCRYPTED_FLAG) throw new ZipError(`the archive's entry "${name}" is encrypted`);
  if (archive.readUInt32LE(localOffset) !== LOCAL_ENTRY) throw new ZipError(`the archive's entry "${name}" has no local header`);
  const start = localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28);
  const stored = archive.subarray(start, start + compressedSize);
  let bytes;
  if (method === STORED) bytes = stored;
  else if (method === DEFLATED) bytes = inflateRawSync(stored);
  else throw new ZipError(`the archive's entry "${name}" uses compression method ${method}, not stored or deflated`);
  if (bytes.length !== size)
    throw new ZipError(`the archive's entry "${name}" is ${bytes.length} bytes, not the ${size} its directory says`);
  return bytes;
}

/**
 * The archive's files (directories left out) as { name, bytes }, in the archive's order.
 * @param {Buffer} archive
 * @returns {{ name: string, bytes: Buffer }[]}
 */
export function zipEntries(archive) {
  const end = endRecordOffset(archive);
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = [];
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new ZipError('the archive’s directory is damaged');
    const nameLength = archive.readUInt16LE(at + 28);
    const entry = {
      name: safeName(archive.toString('utf8', at + 46, at + 46 + nameLength)),
      flags: archive.readUInt16LE(at + 8),
      method: archive.readUInt16LE(at + 10),
      compressedSize: archive.readUInt32LE(at + 20),
      size: archive.readUInt32LE(at + 24),
      localOffset: archive.readUInt32LE(at + 42),
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff)
      throw new ZipError('the archive is zip64, which this reader does not read');
    if (!entry.name.endsWith('/')) files.push({ name: entry.name, bytes: entryBytes(archive, entry) });
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return files;
}
