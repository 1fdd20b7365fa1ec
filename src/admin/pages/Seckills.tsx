import { endSeckill, listSeckills } from '../../api/admin/promotions';
import { errorText } from '../../api/errors';
import type { OperatorSeckill } from '../../contract/promotions';
import { SECKILL_PHASE_TEXT } from '../../model/promotion-rules';
import { Button } from '../../ui/Button';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { Table } from '../../ui/Table';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { SeckillForm } from '../promotions/SeckillForm';
import { Loaded } from '../Loaded';
import { useTitle } from '../useTitle';

/** 秒杀活动: create one (a form with the buyer's preview), the latest ones with their state, end one early. */
export default function SeckillsPage() {
  useTitle('秒杀活动');
  const css = useCss();
  const { state, retry } = useRemote(() => listSeckills(), 'seckills');
  const end = async (s: OperatorSeckill) => {
    if (!(await confirmDialog({ title: '结束秒杀', message: `确定提前结束「${s.title || s.ty_name}」吗？已下的订单不受影响。`, confirmText: '结束', cancelText: '取消' }))) return;
    try {
      await endSeckill(s.seckill_id);
      toast('秒杀活动已结束', 'success');
      retry();
    } catch (e) {
      toast(errorText(e, '操作失败，请稍后再试'), 'error');
    }
  };
  const cls = css`
    h1 { margin: 0 0 16px; font-size: 20px; }
    h2 { font-size: 16px; margin: 0 0 12px; }
    .card { background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 16px 20px; margin-bottom: 16px; }
  `;
  return (
    <section className={cls}>
      <h1>秒杀活动</h1>
      <div className="card">
        <h2>新建秒杀</h2>
        <SeckillForm onCreated={retry} />
      </div>
      <div className="card">
        <Loaded state={state} retry={retry} failed="秒杀活动加载失败" empty="还没有秒杀活动" rows={3}>
          {(data) => (
            <Table<OperatorSeckill>
              caption="最近的秒杀活动"
              testId="seckills"
              rows={data}
              rowKey={(r) => r.seckill_id}
              rowData={(r) => ({ 'data-seckill': r.seckill_id })}
              columns={[
                { title: '编号', num: true, cell: (r) => r.seckill_id },
                { title: '活动', cell: (r) => r.title || r.ty_name },
                { title: '商品', cell: (r) => `${r.ty_name}（ID ${r.product_id}）` },
                { title: '秒杀价（元）', num: true, cell: (r) => r.seckill_price },
                { title: '已抢 / 总量', num: true, cell: (r) => `${r.seckill_sold} / ${r.seckill_stock}` },
                { title: '时间', cell: (r) => `${r.start_time} 至 ${r.end_time}` },
                { title: '状态', nowrap: true, cell: (r) => SECKILL_PHASE_TEXT[r.phase] },
                {
                  title: '操作',
                  nowrap: true,
                  cell: (r) =>
                    r.phase === 'ended' ? (
                      '—'
                    ) : (
                      <Button size="sm" variant="text" aria-label={`结束秒杀 ${r.seckill_id}`} onClick={() => void end(r)}>
                        结束
                      </Button>
                    ),
                },
              ]}
            />
          )}
        </Loaded>
      </div>
    </section>
  );
}
