import { useState } from 'react';
import { exportCreditStatement, getCreditStatement } from '../../api/admin/customers';
import { errorText } from '../../api/errors';
import type { CreditStatement as Statement } from '../../contract/admin-customers';
import { chinaDay } from '../../model/date-range';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { Table } from '../../ui/Table';
import { useRemote } from '../../ui/useRemote';
import { Loaded } from '../Loaded';

type Row = Statement['rows'][number];

/** 对账单 (财务): one month of the client's credit line — owed before, orders on credit, repayments, owed after; CSV. */
export function CreditStatement({ clientId }: { clientId: number }) {
  const [month, setMonth] = useState(chinaDay(new Date()).slice(0, 7));
  const [exporting, setExporting] = useState(false);
  const valid = /^\d{4}-\d{2}$/.test(month);
  const { state, retry } = useRemote(
    () => (valid ? getCreditStatement(clientId, month) : Promise.reject(new Error('month'))),
    `${clientId}-${month}`,
  );
  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportCreditStatement(clientId, month);
    } catch (e) {
      toast(errorText(e, '导出失败'), 'error');
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <div className="statement-bar">
        <label htmlFor="statement-month">月份</label>
        <input id="statement-month" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        <Button size="sm" onClick={() => void exportCsv()} disabled={exporting || !valid}>
          {exporting ? '导出中…' : '导出对账单 CSV'}
        </Button>
      </div>
      <Loaded state={state} retry={retry} failed="对账单加载失败（请选择月份）" empty="" isEmpty={() => false} rows={2}>
        {(s) => (
          <>
            <p data-testid="statement-summary">
              期初欠款 ¥{s.opening}，本月赊账 ¥{s.charged}，还款 ¥{s.repaid}
              {s.other !== '0.00' ? `，退款与调整 ¥${s.other}` : ''}，期末欠款 ¥{s.closing}
            </p>
            {s.rows.length === 0 ? (
              <p>本月没有赊账或还款</p>
            ) : (
              <Table<Row>
                caption={`${s.month} 对账单`}
                captionHidden
                testId="statement"
                rows={s.rows}
                rowKey={(r) => `${r.at}-${r.kind}-${r.order_code}-${r.bill_code}-${r.balance}`}
                columns={[
                  { title: '时间', nowrap: true, cell: (r) => r.at },
                  { title: '类型', nowrap: true, cell: (r) => r.kind },
                  { title: '订单 / 账单', cell: (r) => r.order_code || r.bill_code || '—' },
                  { title: '金额（元）', num: true, cell: (r) => r.amount },
                  { title: '欠款余额（元）', num: true, cell: (r) => r.balance },
                ]}
              />
            )}
          </>
        )}
      </Loaded>
    </>
  );
}
