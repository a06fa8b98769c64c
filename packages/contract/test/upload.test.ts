import { describe, it, expect } from 'vitest';
import { fileUploadProblem, isAllowedFileType } from '../src/files/upload.js';
import { FILE_MAX_SIZE_BYTES } from '../src/files/files.constants.js';

describe('fileUploadProblem', () => {
  it('accepts pdf, png and jpg within 10 MB', () => {
    expect(fileUploadProblem({ name: 'statement.pdf', size: 1000, type: 'application/pdf' })).toBeNull();
    expect(fileUploadProblem({ name: 'scan.PNG', size: 1000, type: 'image/png' })).toBeNull();
    expect(fileUploadProblem({ name: 'photo.jpg', size: 1000, type: 'image/jpeg' })).toBeNull();
    expect(fileUploadProblem({ name: 'photo.jpeg', size: 1000, type: 'image/jpeg' })).toBeNull();
  });

  it('accepts exactly 10 MB and rejects one byte more', () => {
    expect(fileUploadProblem({ name: 'a.pdf', size: FILE_MAX_SIZE_BYTES })).toBeNull();
    expect(fileUploadProblem({ name: 'a.pdf', size: FILE_MAX_SIZE_BYTES + 1 })).toBe('Max file size is - 10MB');
  });

  it('takes a field-specific limit', () => {
    expect(fileUploadProblem({ name: 'a.pdf', size: 3 * 1024 * 1024 }, 2)).toBe('Max file size is - 2MB');
  });

  it('rejects other types', () => {
    expect(fileUploadProblem({ name: 'notes.docx', size: 10 })).toBe('Selected File is not Supported for Upload');
    expect(fileUploadProblem({ name: 'archive.pdf.zip', size: 10 })).toBe('Selected File is not Supported for Upload');
    expect(fileUploadProblem({ name: 'no-extension', size: 10 })).toBe('Selected File is not Supported for Upload');
  });

  it('rejects a renamed file whose type gives it away', () => {
    expect(fileUploadProblem({ name: 'evil.pdf', size: 10, type: 'application/x-msdownload' })).toBe(
      'Selected File is not Supported for Upload',
    );
  });

  it('reports the type before the size', () => {
    expect(fileUploadProblem({ name: 'big.exe', size: FILE_MAX_SIZE_BYTES * 2 })).toBe(
      'Selected File is not Supported for Upload',
    );
  });
});

describe('isAllowedFileType', () => {
  it('lets the extension decide when the browser gives no type', () => {
    expect(isAllowedFileType({ name: 'a.pdf', type: '' })).toBe(true);
    expect(isAllowedFileType({ name: 'a.gif', type: '' })).toBe(false);
  });
});
