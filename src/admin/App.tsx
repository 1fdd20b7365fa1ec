import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { Overlays } from '../ui/Overlays';
import { Skeleton } from '../ui/States';
import { AdminLayout } from './Layout';
import { pageOf } from './menu';
import { $me, loadMe, mayUse } from './session';
import { LoginPage } from './pages/Login';
import { DeniedPage, NotFoundPage } from './pages/Denied';

const DashboardPage = lazy(() => import('./pages/Dashboard'));
const RegistrationsPage = lazy(() => import('./pages/Registrations'));
const RegistrationDetailPage = lazy(() => import('./pages/RegistrationDetail'));
const RenewalsPage = lazy(() => import('./pages/Renewals'));
const AuditPage = lazy(() => import('./pages/AuditLog'));
const OrdersPage = lazy(() => import('./pages/Orders'));
const OrderDetailPage = lazy(() => import('./pages/OrderDetail'));
const InvoicesPage = lazy(() => import('./pages/Invoices'));
const ProductsPage = lazy(() => import('./pages/Products'));
const ProductPricesPage = lazy(() => import('./pages/ProductPrices'));
const ProductImportPage = lazy(() => import('./pages/ProductImport'));
const SeckillsPage = lazy(() => import('./pages/Seckills'));
const OffersPage = lazy(() => import('./pages/Offers'));
const ContentPage = lazy(() => import('./pages/Content'));
const SalesmenPage = lazy(() => import('./pages/Salesmen'));
const CustomersPage = lazy(() => import('./pages/Customers'));
const CustomerDetailPage = lazy(() => import('./pages/CustomerDetail'));
const StaffPage = lazy(() => import('./pages/Staff'));
const PartnersPage = lazy(() => import('./pages/Partners'));
const RecordsPage = lazy(() => import('./pages/Records'));
const DocumentsPage = lazy(() => import('./pages/Documents'));

function Pages() {
  const me = useStore($me);
  const [path] = useLocation();
  const page = pageOf(path);
  if (!page) return <NotFoundPage />;
  // The server refuses these calls anyway; the page says so instead of showing an error per request.
  if (!mayUse(me, page.roles)) return <DeniedPage />;
  return (
    <Suspense fallback={<Skeleton rows={3} />}>
      <Switch>
        <Route path="/" component={DashboardPage} />
        <Route path="/registrations" component={RegistrationsPage} />
        <Route path="/registrations/:id">{(params) => <RegistrationDetailPage id={Number(params.id)} />}</Route>
        <Route path="/renewals" component={RenewalsPage} />
        <Route path="/orders" component={OrdersPage} />
        <Route path="/invoices" component={InvoicesPage} />
        <Route path="/orders/:code">{(params) => <OrderDetailPage code={params.code} />}</Route>
        <Route path="/products" component={ProductsPage} />
        <Route path="/products/import" component={ProductImportPage} />
        <Route path="/products/:id">{(params) => <ProductPricesPage id={Number(params.id)} />}</Route>
        <Route path="/seckills" component={SeckillsPage} />
        <Route path="/offers">{() => <OffersPage slug="groups" />}</Route>
        <Route path="/content" component={ContentPage} />
        <Route path="/salesmen" component={SalesmenPage} />
        <Route path="/offers/:kind">{(params) => <OffersPage slug={params.kind} />}</Route>
        <Route path="/customers" component={CustomersPage} />
        <Route path="/customers/:id">{(params) => <CustomerDetailPage id={Number(params.id)} />}</Route>
        <Route path="/staff" component={StaffPage} />
        <Route path="/partners" component={PartnersPage} />
        <Route path="/records" component={RecordsPage} />
        <Route path="/documents" component={DocumentsPage} />
        <Route path="/audit" component={AuditPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

function Shell() {
  const me = useStore($me);
  useEffect(() => {
    if (me === undefined) void loadMe();
  }, [me]);
  if (me === undefined) return <Skeleton rows={3} />;
  if (me === null) return <LoginPage />;
  return (
    <AdminLayout me={me}>
      <Pages />
    </AdminLayout>
  );
}

export function AdminApp() {
  return (
    <Router base="/admin">
      <Shell />
      <Overlays />
    </Router>
  );
}
