import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskFileStorage } from '../../../src/platform/files/disk-file-storage.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('disk file storage', () => {
  it('stores, reads back and removes a file under its key, readable by the owner only', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
    dirs.push(root);
    const storage = new DiskFileStorage(root);
    const key = 'AbCdEfGhIjKlMnOpQrStUv_-0123';
    await storage.put(key, Buffer.from('%PDF-1.7 hello'), 'application/pdf');
    expect(await text(await storage.read(key))).toBe('%PDF-1.7 hello');
    const stored = path.join(root, 'Ab', key);
    expect(fs.statSync(stored).mode & 0o777).toBe(0o600);
    await storage.remove(key);
    await expect(storage.read(key)).rejects.toThrow();
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = new DiskFileStorage(os.tmpdir());
    await expect(storage.put('../../etc/passwd-aaaaaaaaaaaa', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'Invalid storage key',
    );
  });

  it('never overwrites an existing key', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
    dirs.push(root);
    const storage = new DiskFileStorage(root);
    const key = 'SameKeySameKeySameKey123';
    await storage.put(key, Buffer.from('first'), 'application/pdf');
    await expect(storage.put(key, Buffer.from('second'), 'application/pdf')).rejects.toThrow();
    expect(await text(await storage.read(key))).toBe('first');
  });

  it('writes a stream as it arrives, and leaves nothing behind when the stream fails', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
    dirs.push(root);
    const storage = new DiskFileStorage(root);
    await storage.put(
      'StreamedKeyStreamedKey01',
      Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7 big')]),
      'application/pdf',
    );
    expect(await text(await storage.read('StreamedKeyStreamedKey01'))).toBe('%PDF-1.7 big');

    async function* failing() {
      yield Buffer.from('%PDF-1.7 half');
      throw new Error('client went away');
    }
    await expect(storage.put('BrokenKeyBrokenKey012345', Readable.from(failing()), 'application/pdf')).rejects.toThrow(
      'client went away',
    );
    expect(fs.existsSync(path.join(root, 'Br', 'BrokenKeyBrokenKey012345'))).toBe(false);
    expect(fs.readdirSync(path.join(root, '.incoming'))).toEqual([]);
  });

  it('removes at start what a killed process left half-written, and only that', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
    dirs.push(root);
    const storage = new DiskFileStorage(root);
    expect(await storage.removeLeftovers()).toBe(0);
    const incoming = path.join(root, '.incoming');
    fs.mkdirSync(incoming);
    // A process that has ended: its pid names no running process (now).
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const host = os.hostname();
    const leftovers = {
      dead: `DeadWriterDeadWriter01.${dead}.${host}`,
      live: `LiveWriterLiveWriter01.${process.pid}.${host}`,
      elsewhere: `OtherHostOtherHost0001.${dead}.another-machine.example`,
    };
    for (const name of Object.values(leftovers)) fs.writeFileSync(path.join(incoming, name), '%PDF-1.7 half');
    expect(await storage.removeLeftovers()).toBe(1);
    expect(fs.readdirSync(incoming).sort()).toEqual([leftovers.elsewhere, leftovers.live].sort());
  });
});
