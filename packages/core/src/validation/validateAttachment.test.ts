import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '../constants';
import { ATTACHMENT_ACCEPT, validateAttachment } from './validateAttachment';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('validateAttachment', () => {
  it.each([
    file('photo.jpg', 'image/jpeg'),
    file('scan.png', 'image/png'),
    file('anim.gif', 'image/gif'),
    file('pic.webp', 'image/webp'),
    file('manual.pdf', 'application/pdf'),
    file('old.doc', 'application/msword'),
    file('spec.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    file('log.txt', 'text/plain'),
    file('spec.DOCX', ''),
    file('wiring.pdf', 'application/octet-stream'),
  ])('accepts $name ($type)', (attachment) => {
    expect(validateAttachment(attachment)).toBeUndefined();
  });

  it.each([
    file('drawing.svg', 'image/svg+xml'),
    file('setup.exe', 'application/x-msdownload'),
    file('macro.pdf', 'application/x-msdownload'),
    file('archive.zip', ''),
    file('README', ''),
  ])('rejects $name ($type)', (attachment) => {
    expect(validateAttachment(attachment)).toBe(`${attachment.name} is not an allowed file type`);
  });

  it('enforces 10 MB (boundary)', () => {
    expect(validateAttachment(file('a.pdf', 'application/pdf', ATTACHMENT_MAX_BYTES))).toBe(
      undefined,
    );
    expect(validateAttachment(file('a.pdf', 'application/pdf', ATTACHMENT_MAX_BYTES + 1))).toBe(
      'a.pdf is larger than 10 MB',
    );
  });

  it('uses overridden messages', () => {
    expect(
      validateAttachment(file('a.exe', ''), {
        messages: { 'tickets.attachmentType': 'Nope: {name}' },
      }),
    ).toBe('Nope: a.exe');
  });

  it('offers an accept attribute for the picker', () => {
    expect(ATTACHMENT_ACCEPT).toBe('.jpg,.jpeg,.png,.gif,.webp,.bmp,.pdf,.doc,.docx,.txt');
  });
});
