import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text, and the icon format that is bitmap data underneath. */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|txt|xml|webmanifest|map|ico)$/i;

/** What one file became: its size and the size of each copy written (null: not smaller, none kept). */
export interface PrecompressedFile {
  file: string;
  bytes: number;
  br: number | null;
  gzip: number | null;
}

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9) next to every compressible file of
 * `dir`, each only when it is smaller than the file; a copy that is not smaller is not kept, and one
 * left by an earlier build is removed, so a copy never outlives or contradicts its original.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressedFile[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  return Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      const keep = async (copy: Buffer, suffix: string) => {
        if (copy.length < content.length) {
          await fs.writeFile(file + suffix, copy);
          return copy.length;
        }
        await fs.rm(file + suffix, { force: true });
        return null;
      };
      return {
        file: path.relative(dir, file),
        bytes: content.length,
        br: await keep(br, '.br'),
        gzip: await keep(gz, '.gz'),
      };
    }),
  );
}

/**
 * Precompresses the build output once everything (the bundle, index.html, public/) is written, so
 * the server sends the copies as they are instead of compressing on every request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error) {
      if (error) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const started = performance.now();
      const files = await precompressDirectory(outDir);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      const sum = (pick: (f: PrecompressedFile) => number) => files.reduce((s, f) => s + pick(f), 0);
      config.logger.info(
        `precompressed ${files.length} files in ${Math.round(performance.now() - started)} ms: ` +
          `${kb(sum((f) => f.bytes))} -> br ${kb(sum((f) => f.br ?? f.bytes))}, gzip ${kb(sum((f) => f.gzip ?? f.bytes))}`,
      );
    },
  };
}
