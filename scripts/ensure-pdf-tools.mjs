#!/usr/bin/env node
/**
 * Make sure the delivery note (电子随货同行单, issue 29) can be made and checked: the CJK font the server embeds
 * (Debian fonts-wqy-zenhei, the one ensure-chromium installs for screenshots; pdfkit subsets it to the characters
 * used) and poppler-utils, whose pdftotext / pdftoppm the PDF test reads and draws the note with. Usable as a module
 * (ensurePdfTools()) or as a script; npm test runs it before vitest. Answers whether both are there.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { aptInstall } from './apt-install.mjs';

export const PDF_FONT = '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc';
const PDFTOTEXT = '/usr/bin/pdftotext';

/** `npm start`: the font the delivery note is drawn with (without it the note answers 503 in Chinese). */
export function ensurePdfFont() {
  if (existsSync(PDF_FONT)) return true;
  const err = aptInstall('ensure-pdf-tools', ['fonts-wqy-zenhei']);
  if (err) console.error(`[ensure-pdf-tools] cannot install fonts-wqy-zenhei (${err}): 随货同行单 downloads will answer 503 until it is installed.`);
  return existsSync(PDF_FONT);
}

/** @returns {boolean} */
export function ensurePdfTools() {
  const missing = [...(existsSync(PDF_FONT) ? [] : ['fonts-wqy-zenhei']), ...(existsSync(PDFTOTEXT) ? [] : ['poppler-utils'])];
  if (missing.length === 0) return true;
  const err = aptInstall('ensure-pdf-tools', missing);
  if (err) console.error(`[ensure-pdf-tools] cannot install ${missing.join(' ')} (${err}); the delivery-note picture test will be skipped.`);
  return existsSync(PDF_FONT) && existsSync(PDFTOTEXT);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(ensurePdfTools() ? 0 : 1);
