import { describe, expect, it } from 'vitest';
import { toUploadBody } from './toUploadBody';

describe('toUploadBody', () => {
  it('takes the extension from the name, lower-cased, and the MIME type as given', () => {
    expect(toUploadBody({ name: 'Wiring.PDF', type: 'application/pdf', size: 1 }, 'JVBE')).toEqual({
      data: 'JVBE',
      filetype: 'application/pdf',
      extension: 'pdf',
      filename: 'Wiring.PDF',
    });
  });

  it('sends the file name as the sender has it (the server cleans it), none when empty', () => {
    expect(
      toUploadBody({ name: 'Panel 3 — wiring (rev B).pdf', type: 'application/pdf', size: 1 }, 'x')
        .filename,
    ).toBe('Panel 3 — wiring (rev B).pdf');
    expect(toUploadBody({ name: '', type: 'image/png', size: 1 }, 'x')).not.toHaveProperty(
      'filename',
    );
    // Control characters would have the whole upload refused: they are left out.
    expect(toUploadBody({ name: 'bell\u0007\tname\n.txt', type: '', size: 1 }, 'x').filename).toBe(
      'bellname.txt',
    );
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
