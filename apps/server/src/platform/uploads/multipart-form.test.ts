import { describe, expect, it } from 'vitest';
import { encodeRecordingForm } from '@hanyu/contracts/psc/evaluation-upload';
import { MultipartError, multipartBoundary, parseMultipartForm } from './multipart-form.ts';

const form = (...lines: string[]) => Buffer.from(lines.join('\r\n'));

describe('multipart/form-data', () => {
  it('reads back what the shared encoder writes, file bytes untouched', () => {
    const wav = new Uint8Array([0, 13, 10, 45, 45, 255, 13, 10]);
    const { body, contentType } = encodeRecordingForm({ token: 't', pinyin: 'ma3' }, wav, 'b0undary');
    expect(contentType).toBe('multipart/form-data; boundary=b0undary');
    const [params, audio] = parseMultipartForm(Buffer.from(body), 'b0undary');
    expect(params).toMatchObject({ name: 'params', filename: null });
    expect(JSON.parse(params?.data.toString() ?? '')).toEqual({ token: 't', pinyin: 'ma3' });
    expect(audio).toMatchObject({ name: 'audio', filename: 'recording.wav', contentType: 'audio/wav' });
    expect([...(audio?.data ?? [])]).toEqual([...wav]);
  });

  it('finds the boundary, quoted or not, only in multipart/form-data', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('multipart/mixed; boundary=abc')).toBeNull();
    expect(multipartBoundary('multipart/form-data')).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });

  it('refuses bodies that are not a closed form of named form-data parts', () => {
    const bad = [
      form('no boundary here'),
      form('--b', 'Content-Disposition: form-data; name="x"', '', 'never closed'),
      form('--b', 'Content-Disposition: attachment; name="x"', '', 'v', '--b--'),
      form('--b', 'Content-Disposition: form-data', '', 'v', '--b--'),
      form('--bX', 'Content-Disposition: form-data; name="x"', '', 'v', '--b--'),
    ];
    for (const body of bad) expect(() => parseMultipartForm(body, 'b'), body.toString()).toThrow(MultipartError);
    const many = form(
      ...Array.from({ length: 9 }, (_, i) => `--b\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv`),
      '--b--',
    );
    expect(() => parseMultipartForm(many, 'b')).toThrow(/More than 8 parts/);
  });

  it('accepts an empty form and an empty part', () => {
    expect(parseMultipartForm(form('--b--'), 'b')).toEqual([]);
    const [part] = parseMultipartForm(form('--b', 'Content-Disposition: form-data; name="x"', '', '', '--b--'), 'b');
    expect(part?.data.length).toBe(0);
  });
});
