import { describe, expect, it } from 'vitest';
import { downloadFailure, filenameFromDisposition, staffFilePath } from './download';

describe('filenameFromDisposition', () => {
  it('prefers the UTF-8 name over the ASCII one', () => {
    expect(
      filenameFromDisposition(`attachment; filename="_ber uns.pdf"; filename*=UTF-8''%C3%BCber%20uns.pdf`),
    ).toBe('über uns.pdf');
  });

  it('reads a quoted or bare name', () => {
    expect(filenameFromDisposition('attachment; filename="contact-requests.csv"')).toBe(
      'contact-requests.csv',
    );
    expect(filenameFromDisposition('attachment; filename=cv.docx')).toBe('cv.docx');
  });

  it('gives nothing without a name', () => {
    expect(filenameFromDisposition(null)).toBeUndefined();
    expect(filenameFromDisposition('attachment')).toBeUndefined();
  });
});

describe('staffFilePath', () => {
  const origin = 'https://admin.example.com';

  it('fetches API files from the admin origin, whatever host the API named', () => {
    expect(staffFilePath('https://www.example.com/api/files/abc', origin)).toBe('/api/files/abc');
    expect(staffFilePath('/api/inbox/contact-requests/export.csv?status=NEW', origin)).toBe(
      '/api/inbox/contact-requests/export.csv?status=NEW',
    );
  });

  it('refuses anything that is not an API path, so the token never leaves', () => {
    expect(staffFilePath('https://evil.example/steal', origin)).toBeUndefined();
    expect(staffFilePath('javascript:alert(1)', origin)).toBeUndefined();
  });
});

describe('downloadFailure', () => {
  it('says what to do for each answer', () => {
    expect(downloadFailure(401, 'Sign in first.', 'attachment')).toMatch(/sign in again/);
    expect(downloadFailure(404, undefined, 'CV')).toBe('The CV is no longer on the server.');
    expect(downloadFailure(403, undefined, 'export')).toMatch(/may not download this export/);
    expect(downloadFailure(404, 'File not found.', 'attachment')).toBe(
      'The attachment could not be downloaded: File not found.',
    );
  });
});
