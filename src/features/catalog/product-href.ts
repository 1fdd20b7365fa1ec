/** The site's link to a product's detail page (widgets render cards without it). */
export const productDetailHref = (id: number) => `/productDetail/${id}`;
