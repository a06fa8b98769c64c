import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ArchiveEntry {
  name: string;
  size: number;
  modified: Date;
  /** Called when the archive reaches this entry, so only one stored file is open at a time. */
  open(): Promise<Readable>;
}

/**
 * A zip of the entries, produced while it is sent: nothing is held in memory or written to
 * disk first. PDFs and images are compressed already, so entries are stored as they are.
 */
export function zipArchive(entries: ArchiveEntry[]): Readable {
  const zip = new ZipFile();
  const names = distinctNames(entries.map((e) => e.name));
  entries.forEach((entry, i) => {
    zip.addReadStreamLazy(names[i]!, { compress: false, size: entry.size, mtime: entry.modified }, (done) => {
      entry.open().then(
        (stream) => done(null, stream),
        (error: unknown) => done(error, undefined as never),
      );
    });
  });
  zip.end();
  const output = zip.outputStream as Readable;
  // A stored file that cannot be read ends the response early rather than leaving it hanging.
  zip.on('error', (error: Error) => output.destroy(error));
  return output;
}

/** Two documents may share a file name; in one folder they need different ones: 'a.pdf', 'a (2).pdf'. */
export function distinctNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
