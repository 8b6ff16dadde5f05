import { describe, expect, it } from 'vitest';
import { sniffContentType } from './content-sniffer.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('sniffContentType', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg', 'PICTURE'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'image/png', 'PICTURE'],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif', 'PICTURE'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp', 'PICTURE'],
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf', 'DOCUMENT'],
    ['MP4', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0]), 'video/mp4', 'VIDEO'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'), 'video/webm', 'VIDEO'],
    ['MP3 with ID3', bytes('ID3', [4, 0, 0]), 'audio/mpeg', 'AUDIO'],
    ['MP3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg', 'AUDIO'],
    ['OGG', bytes('OggS', [0, 2]), 'audio/ogg', 'AUDIO'],
    ['WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav', 'AUDIO'],
  ])('recognises %s', (_name, content, mimeType, kind) => {
    expect(sniffContentType(content)).toMatchObject({ mimeType, kind });
  });

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['SVG with XML prolog', bytes('<?xml version="1.0"?><svg/>')],
    ['HTML', bytes('<!doctype html><html><script>alert(1)</script>')],
    ['plain text', bytes('hello world')],
    ['ZIP', bytes('PK', [3, 4])],
    ['QuickTime', bytes([0, 0, 0, 0x14], 'ftypqt  ')],
    ['M4A audio', bytes([0, 0, 0, 0x18], 'ftypM4A ')],
    ['Matroska (not WebM)', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska')],
    ['AAC in ADTS', bytes([0xff, 0xf1, 0x50, 0x80])],
    ['empty', bytes()],
    ['JPEG header cut short', bytes([0xff, 0xd8])],
  ])('refuses %s', (_name, content) => {
    expect(sniffContentType(content)).toBeNull();
  });
});
