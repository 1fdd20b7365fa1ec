/** Every element's tag (elements.ts defines them; tests/unit/widgets/reference.test.ts checks both agree). */
export const TAGS = ['yc-search', 'yc-cart', 'yc-quick-order', 'yc-order-list', 'yc-salesman-console', 'yc-store'] as const;
