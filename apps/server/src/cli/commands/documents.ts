import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DOCUMENT_CATEGORIES } from '@portal/contract';
import { type AdminCommand, CliError, UsageError, need } from '../command.js';
import { call } from '../operator-client.js';

/**
 * `documents add` publishes a file on an account (pdf, png or jpg, at most 50 MB); the text
 * fields go first so the portal can check them before the file streams in.
 */
export const documentsCommand: AdminCommand = {
  name: 'documents',
  usage: [
    'documents add --account CODE --category C --file F [--description D] [--date YYYY-MM-DD]',
    `              (C: ${DOCUMENT_CATEGORIES.map((category) => `"${category}"`).join(' | ')})`,
    'documents list [--account CODE] [--category C] [--search TEXT] [--page N] [--page-size N]',
  ],
  async run([action, ...args]) {
    const { values } = parseArgs({
      args,
      options: {
        account: { type: 'string' },
        category: { type: 'string' },
        file: { type: 'string' },
        description: { type: 'string' },
        date: { type: 'string' },
        search: { type: 'string' },
        page: { type: 'string' },
        'page-size': { type: 'string' },
      },
      strict: true,
    });
    if (action === 'list') {
      const query = new URLSearchParams();
      if (values.account !== undefined) query.set('account', values.account);
      if (values.category !== undefined) query.set('category', values.category);
      if (values.search !== undefined) query.set('search', values.search);
      query.set('page', values.page ?? '1');
      query.set('page_size', values['page-size'] ?? '100');
      return call('GET', `/documents/?${query.toString()}`);
    }
    if (action !== 'add') throw new UsageError();
    const account = need(values.account, 'account');
    const category = need(values.category, 'category');
    const file = need(values.file, 'file');
    let content: Blob;
    try {
      // Backed by the file: fetch reads it as it sends, so a large document is never held whole.
      content = await fs.openAsBlob(file);
    } catch {
      throw new CliError(`Cannot read ${file}.`);
    }
    const form = new FormData();
    form.append('account', account);
    form.append('category', category);
    if (values.description !== undefined) form.append('description', values.description);
    if (values.date !== undefined) form.append('date', values.date);
    form.append('file', content, path.basename(file));
    return call('POST', '/documents/', form);
  },
};
