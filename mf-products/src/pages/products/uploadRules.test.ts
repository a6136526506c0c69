import { LIMITS } from 'shared-ui/schemas';
import { api as apiTexts } from 'shared-ui/texts';
import { describe, expect, it } from 'vitest';
import {
  extensionOf,
  fileNameOf,
  pdfPlaceholder,
  photosFirst,
  previewOf,
  refusal,
} from './uploadRules';

const file = (name: string, size = 1024) => ({ name, size });

describe('upload rules', () => {
  it('accepts png, jpg, jpeg and pdf in any letter case', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.Pdf'])
      expect(refusal(file(name), 0)).toBeNull();
  });

  it('refuses other types, names without an extension and disguised names', () => {
    for (const name of ['notas.txt', 'foto', 'foto.png.exe', 'foto.gif', '.png.'])
      expect(refusal(file(name), 0)).toBe(apiTexts.uploadType);
  });

  it('refuses files over 2 MB but takes exactly 2 MB', () => {
    expect(refusal(file('big.png', LIMITS.uploadBytes + 1), 0)).toBe(apiTexts.uploadSize);
    expect(refusal(file('edge.png', LIMITS.uploadBytes), 0)).toBeNull();
  });

  it('refuses a sixth file', () => {
    expect(refusal(file('five.png'), LIMITS.uploadFiles - 1)).toBeNull();
    expect(refusal(file('six.png'), LIMITS.uploadFiles)).toBe(apiTexts.uploadCount);
  });

  it('shows a placeholder for a pdf and keeps pictures first for the list photo', () => {
    expect(previewOf('http://api/uploads/abc.pdf')).toBe(pdfPlaceholder);
    expect(previewOf('http://api/uploads/abc.png')).toBe('http://api/uploads/abc.png');
    expect(photosFirst(['a.pdf', 'b.png', 'c.pdf', 'd.jpg'])).toEqual([
      'b.png',
      'd.jpg',
      'a.pdf',
      'c.pdf',
    ]);
  });

  it('reads extensions and names from URLs', () => {
    expect(extensionOf('http://h/uploads/x.JPEG?v=1')).toBe('jpeg');
    expect(extensionOf('http://h.com/uploads/x')).toBe('');
    expect(fileNameOf('http://h/uploads/ab%20c.png')).toBe('ab c.png');
  });

  it('shows a malformed stored URL as it is instead of throwing', () => {
    for (const url of ['http://h/uploads/100%.png', 'http://h/uploads/%E0%A4%A.png', '%', '']) {
      expect(() => fileNameOf(url)).not.toThrow();
    }
    expect(fileNameOf('http://h/uploads/100%.png')).toBe('100%.png');
    expect(fileNameOf('http://h/uploads/')).toBe('http://h/uploads/');
  });
});
