/** 工作台: the counts and lists waiting for each role. */
import * as admin from '../../contract/admin';
import { quietCall } from './quiet';

export const getDashboard = () => quietCall(admin.dashboard, {});
