/** The staff member's sign-in: password (and 动态口令) login, who is signed in, sign-out. */
import * as admin from '../../contract/admin';
import type { InputOf } from '../../contract/define';
import { call } from '../call';
import { quietCall } from './quiet';

export const login = (input: InputOf<typeof admin.staffLogin>) => quietCall(admin.staffLogin, input);

/** Who holds the stored token; silent: a stale token just means "signed out". */
export const getMe = () => call(admin.staffMe, {}, { silent: true });

/** Ends the session on the server; silent (the tab forgets the token whatever the answer). */
export const logout = () => call(admin.staffLogout, {}, { silent: true });
