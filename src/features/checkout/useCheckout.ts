/** The checkout store bound to the page: opened for the URL (again when the viewer changes), closed when it goes. */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $checkout, $checkoutPrices, closeCheckout, loadCheckout, resetCheckoutForm } from '../../stores/checkout';
import { $viewerKey } from '../../stores/viewer';

export function useCheckout(search: string) {
  const viewer = useStore($viewerKey);
  useEffect(() => void loadCheckout(search), [viewer, search]);
  useEffect(
    () => () => {
      closeCheckout();
      resetCheckoutForm();
    },
    [],
  );
  return { ...useStore($checkout), ...useStore($checkoutPrices), retry: () => void loadCheckout(search) };
}
