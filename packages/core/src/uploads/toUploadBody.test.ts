import { describe, expect, it } from 'vitest';
import { toUploadBody } from './toUploadBody';

describe('toUploadBody', () => {
  it('takes the extension from the name, lower-cased, and the MIME type as given', () => {
    expect(toUploadBody({ name: 'Wiring.PDF', type: 'application/pdf', size: 1 }, 'JVBE')).toEqual({
      data: 'JVBE',
      filetype: 'application/pdf',
      extension: 'pdf',
    });
  });

  it('falls back to the extension of the type, the generic type, or bin', () => {
    expect(toUploadBody({ name: 'photo', type: 'image/JPEG', size: 1 }, 'x')).toMatchObject({
      filetype: 'image/jpeg',
      extension: 'jpg',
    });
    expect(toUploadBody({ name: 'notes.docx', type: '', size: 1 }, 'x')).toMatchObject({
      filetype: 'application/octet-stream',
      extension: 'docx',
    });
    expect(toUploadBody({ name: 'blob', type: '', size: 1 }, 'x').extension).toBe('bin');
  });
});
