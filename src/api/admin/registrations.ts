/** 注册审核: the registrations to review, one with its licences, the decision, and a licence picture. */
import * as admin from '../../contract/admin';
import type { InputOf } from '../../contract/define';
import { pictureUrl } from '../download';
import { quietCall } from './quiet';

export const listRegistrations = (query: InputOf<typeof admin.registrations>) => quietCall(admin.registrations, query);

export const getRegistration = (clientId: number) => quietCall(admin.registration, { client_id: clientId });

export const reviewRegistration = (input: InputOf<typeof admin.reviewRegistration>) => quietCall(admin.reviewRegistration, input);

/** A licence picture (registration or renewal) fetched with the staff token, as an object URL the caller revokes. */
export const licencePictureUrl = (key: string, signal?: AbortSignal) => pictureUrl(admin.picture.path.replace(':key', encodeURIComponent(key)), signal);
