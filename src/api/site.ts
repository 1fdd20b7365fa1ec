/** The site's own facts: the footer's licence numbers (GET /w1/siteLicences). */
import * as site from '../contract/site';
import type { RequestOptions } from './client';
import { call } from './call';

export const getSiteLicences = (opts: RequestOptions = {}) => call(site.siteLicences, undefined, opts);
