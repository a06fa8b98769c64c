import fs from 'node:fs';
import { CliError } from './command.js';
import { CsvFile } from './operator-client.js';

/** A file the operator names, as text; one that cannot be read is a problem they can fix. */
export function readTextFile(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    throw new CliError(`Cannot read ${file}.`);
  }
}

/** A JSON file the operator names: its content, or what keeps it from being read. */
export function readJsonFile(file: string): unknown {
  const text = readTextFile(file);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CliError(`${file} is not JSON: ${(error as Error).message}`);
  }
}

/** A feed file to stream as the body; an empty one is still sent: the portal says what is wrong with it. */
export function openCsvFile(file: string): CsvFile {
  try {
    fs.accessSync(file, fs.constants.R_OK);
    return new CsvFile(file, fs.statSync(file).size);
  } catch {
    throw new CliError(`Cannot read ${file}.`);
  }
}
