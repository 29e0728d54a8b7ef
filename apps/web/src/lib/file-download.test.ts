import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './file-download';

describe('fileNameFromDisposition (the name of a downloaded report)', () => {
  it('prefers the UTF-8 name over the plain one', () => {
    const header = `attachment; filename="Bericht_ber.pdf"; filename*=UTF-8''Bericht%20%C3%BCber.pdf`;
    expect(fileNameFromDisposition(header, 'x.pdf')).toBe('Bericht über.pdf');
  });

  it('reads a quoted or bare plain name', () => {
    expect(fileNameFromDisposition('attachment; filename="report-1.pdf"', 'x.pdf')).toBe(
      'report-1.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename=report-2.pdf', 'x.pdf')).toBe(
      'report-2.pdf',
    );
  });

  it('never lets a name climb out of the downloads folder', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'x.pdf')).toBe(
      'passwd',
    );
  });

  it('falls back when there is no usable name', () => {
    expect(fileNameFromDisposition(null, 'report.pdf')).toBe('report.pdf');
    expect(fileNameFromDisposition('attachment', 'report.pdf')).toBe('report.pdf');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A", 'r.pdf')).toBe('r.pdf');
  });
});
