/** clients.check_status as the review pages say it. */
export const CHECK_STATUS_TEXT: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '已驳回' };
