/** Product pictures an ERP pushes (src/model/erp-rows.ts pictureAccepted): public https or a store upload only. */
import { expect, it } from 'vitest';
import { pictureAccepted } from '../../../src/model/erp-rows';

it.each(['https://img.erp.example/p/1.jpg', 'https://cdn.example.com/a/b.png?v=2', '/api/contentPicture/abc_1.png'])('accepts %s', (p) => expect(pictureAccepted(p)).toBe(true));

it.each([
  'http://img.erp.example/1.jpg', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '//img.erp.example/1.jpg', 'https://u:p@img.erp.example/1.jpg',
  'https://127.0.0.1/1.jpg', 'https://[::1]/1.jpg', 'https://localhost/1.jpg', 'https://img.erp.example/a b.jpg', 'https://img.erp.example/a".jpg',
  '/api/contentPicture/../../etc/passwd', '/admin/picture/x', `https://img.erp.example/${'x'.repeat(500)}.jpg`,
])('refuses %s', (p) => expect(pictureAccepted(p)).toBe(false));
