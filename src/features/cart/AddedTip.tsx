import { MSG } from '../../model/messages';
import { Dialog } from '../../ui/Dialog';
import { Button } from '../../ui/Button';
import { useHostEnv } from '../../ui/host-env';

/** Added-to-cart tip (SPEC §2.11): 成功加入采购计划 with the count, go to cart or continue shopping. */
export function AddedTip({ added, onClose }: { added: { count: number } | null; onClose: () => void }) {
  const env = useHostEnv();
  return (
    <Dialog
      open={added !== null}
      title={MSG.addedToCart}
      onClose={onClose}
      width={360}
      testId="added-tip"
      footer={
        <>
          <Button onClick={onClose}>{MSG.continueShopping}</Button>
          <Button
            variant="primary"
            onClick={() => {
              onClose();
              env.navigate('/shopCart');
            }}
          >
            {MSG.goCart}
          </Button>
        </>
      }
    >
      <p>
        {MSG.addedToCart}，购物车共 <strong data-testid="added-count">{added?.count ?? 0}</strong> 种商品
      </p>
    </Dialog>
  );
}
