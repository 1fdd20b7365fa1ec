/** 后台账号: the staff accounts, a new one (its temporary password answered once), roles or disabled, a reset. */
import * as st from '../../contract/admin-staff';
import type { InputOf } from '../../contract/define';
import { quietCall } from './quiet';

export const listStaff = () => quietCall(st.adminStaffList, {});

export const createStaff = (input: InputOf<typeof st.adminStaffCreate>) => quietCall(st.adminStaffCreate, input);

/** New roles, or disabled / enabled. */
export const updateStaff = (input: InputOf<typeof st.adminStaffUpdate>) => quietCall(st.adminStaffUpdate, input);

/** A new temporary password, or the 动态口令 to bind again at the next sign-in. */
export const resetStaff = (id: number, what: 'password' | 'totp') => quietCall(st.adminStaffReset, { id, what });
