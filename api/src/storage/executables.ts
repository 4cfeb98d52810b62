/**
 * Finds a program hidden in an upload: a file may start like a PDF (`%PDF-1.4`), pass the type
 * check by its magic bytes, and still carry a Windows, Linux or macOS executable further in. The
 * raw bytes are searched for each format's header structure, which is specific enough (several
 * fields must agree) not to match ordinary compressed document data.
 */
export function findExecutable(bytes: Buffer): string | undefined {
  return findPe(bytes) ?? findElf(bytes) ?? findMachO(bytes);
}

// "MZ" whose e_lfanew (offset 0x3C) points at the "PE\0\0" signature.
function findPe(b: Buffer): string | undefined {
  for (let i = b.indexOf('MZ'); i !== -1 && i + 0x40 <= b.length; i = b.indexOf('MZ', i + 1)) {
    const lfanew = b.readUInt32LE(i + 0x3c);
    const pe = i + lfanew;
    if (lfanew >= 0x40 && lfanew <= 0x10000 && pe + 4 <= b.length && b.readUInt32BE(pe) === 0x50450000)
      return 'a Windows program';
  }
  return undefined;
}

// "\x7fELF", class 32/64-bit, either byte order, version 1, and an executable or shared object.
function findElf(b: Buffer): string | undefined {
  const magic = Buffer.from([0x7f, 0x45, 0x4c, 0x46]);
  for (let i = b.indexOf(magic); i !== -1 && i + 24 <= b.length; i = b.indexOf(magic, i + 1)) {
    const [cls, data, version] = [b[i + 4], b[i + 5], b[i + 6]];
    if ((cls !== 1 && cls !== 2) || (data !== 1 && data !== 2) || version !== 1) continue;
    const type = data === 1 ? b.readUInt16LE(i + 16) : b.readUInt16BE(i + 16);
    const fileVersion = data === 1 ? b.readUInt32LE(i + 20) : b.readUInt32BE(i + 20);
    if ((type === 2 || type === 3) && fileVersion === 1) return 'a Linux program';
  }
  return undefined;
}

// A thin Mach-O header (32/64-bit, either byte order) with a known CPU type and file type.
const MACH_CPUS = new Set([7, 0x01000007, 12, 0x0100000c, 18, 0x01000012]);
function findMachO(b: Buffer): string | undefined {
  const magics = [
    { bytes: Buffer.from([0xcf, 0xfa, 0xed, 0xfe]), le: true },
    { bytes: Buffer.from([0xce, 0xfa, 0xed, 0xfe]), le: true },
    { bytes: Buffer.from([0xfe, 0xed, 0xfa, 0xcf]), le: false },
    { bytes: Buffer.from([0xfe, 0xed, 0xfa, 0xce]), le: false },
  ];
  for (const { bytes, le } of magics) {
    for (let i = b.indexOf(bytes); i !== -1 && i + 16 <= b.length; i = b.indexOf(bytes, i + 1)) {
      const cpu = le ? b.readUInt32LE(i + 4) : b.readUInt32BE(i + 4);
      const fileType = le ? b.readUInt32LE(i + 12) : b.readUInt32BE(i + 12);
      if (MACH_CPUS.has(cpu) && fileType >= 1 && fileType <= 11) return 'a macOS program';
    }
  }
  return undefined;
}
